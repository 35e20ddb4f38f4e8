# As -12 with seven independent addq.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 2.01
	addq $8, %rdi
	cmpq %rax, %rdi
	jne .L48
	addq $1, %r11
	addq $1, %r10
	addq $1, %r9
	addq $1, %r8
	addq $1, %rcx
	addq $1, %rsi
	addq $1, %rdx
