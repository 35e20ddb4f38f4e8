# CPU: znver4
# MEASURED: 3.50
# two independent imulq side by side and six movl of an immediate: 3.50 cycles per iteration, with a movl between the imulq 2.01 (zen4-mul-02), with four nops after the body 2.09 (zen4-mul-03); the multiplier alone needs 2.00
	imulq $3, %rbx, %rax
	imulq $3, %rbx, %rdx
	movl $1, %r8d
	movl $1, %r9d
	movl $1, %r10d
	movl $1, %r11d
	movl $1, %r12d
	movl $1, %r13d
