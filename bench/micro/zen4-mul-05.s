# CPU: znver4
# MEASURED: 3.02
# zen4-mul-04 with the imulq apart: 3.02
	imulq $3, %rbx, %rax
	movl $1, %r8d
	movl $1, %r9d
	movl $1, %r10d
	imulq $3, %rbx, %rdx
	movl $1, %r11d
	movl $1, %r12d
	movl $1, %r13d
	imulq $3, %rbx, %rdi
	movl $1, %r14d
	movl $1, %r15d
	movl $1, %ecx
