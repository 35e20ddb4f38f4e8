# negq (%rdi), the pointer's addq, a fused decl/jne on a counter and four
# independent addq (seven ALU operations: 1.75 by the ALUs).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.95
	negq (%rdi)
	addq $8, %rdi
	decl %edx
	jne .L48
	addq $1, %r11
	addq $1, %r10
	addq $1, %r9
	addq $1, %r8
