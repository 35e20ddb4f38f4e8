# As -15 with five independent addq (eight ALU operations).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 2.09
	negq (%rdi)
	addq $8, %rdi
	decl %edx
	jne .L48
	addq $1, %r11
	addq $1, %r10
	addq $1, %r9
	addq $1, %r8
	addq $1, %rcx
