# CPU: znver4
# MEASURED: 2.09
# zen4-mul-01 with four nops after it (12 instructions, two dispatch groups of six): 2.09; with one to three nops 3.48-3.50
	imulq $3, %rbx, %rax
	imulq $3, %rbx, %rdx
	movl $1, %r8d
	movl $1, %r9d
	movl $1, %r10d
	movl $1, %r11d
	movl $1, %r12d
	movl $1, %r13d
	nop
	nop
	nop
	nop
