# CPU: znver4
# MEASURED: 5.00
# three imulq side by side and nine movl: 5.00; with three movl after each imulq 3.02 (zen4-mul-05)
	imulq $3, %rbx, %rax
	imulq $3, %rbx, %rdx
	imulq $3, %rbx, %rdi
	movl $1, %r8d
	movl $1, %r9d
	movl $1, %r10d
	movl $1, %r11d
	movl $1, %r12d
	movl $1, %r13d
	movl $1, %r14d
	movl $1, %r15d
	movl $1, %ecx
