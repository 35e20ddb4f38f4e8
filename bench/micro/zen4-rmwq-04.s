# As -01 with two independent addq appended.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.55
	negq (%rdi)
	addq $8, %rdi
	cmpq %rax, %rdi
	jne .L48
	addq $1, %r11
	addq $1, %r10
