# As -01 with five independent addq appended (seven ALU operations, the
# same without the negq's memory operand and one more addq 1.76).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.99
	negq (%rdi)
	addq $8, %rdi
	cmpq %rax, %rdi
	jne .L48
	addq $1, %r11
	addq $1, %r10
	addq $1, %r9
	addq $1, %r8
	addq $1, %rcx
