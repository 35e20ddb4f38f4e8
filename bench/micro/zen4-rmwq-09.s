# As -01 with the cmpq reading a register the loop does not change.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.01
	negq (%rdi)
	addq $8, %rdi
	cmpq %rax, %rsi
	jne .L48
