# As -01 with testq %rdi, %rdi for the cmpq.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.26
	negq (%rdi)
	addq $8, %rdi
	testq %rdi, %rdi
	jne .L48
