# CPU: znver4
# MEASURED: 3.50
# two imulq side by side with a load between them, and six movl: 3.50 (a load does not part them; a movl does, zen4-mul-02)
	imulq $3, %rbx, %rax
	movq (%rsi), %rbp
	imulq $3, %rbx, %rdx
	movl $1, %r8d
	movl $1, %r9d
	movl $1, %r10d
	movl $1, %r11d
	movl $1, %r12d
	movl $1, %r13d
