# CPU: znver4
# MEASURED: 2.01
# zen4-mul-01 with a movl between the two imulq: 2.01
	imulq $3, %rbx, %rax
	movl $1, %r8d
	imulq $3, %rbx, %rdx
	movl $1, %r9d
	movl $1, %r10d
	movl $1, %r11d
	movl $1, %r12d
	movl $1, %r13d
