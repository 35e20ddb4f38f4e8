	movzwl	(%r8,%rax), %edx
	imulw	(%rsi,%rax), %dx
	movw	%dx, (%rdi,%rax)
	addq	$2, %rax
	cmpq	%rax, %rcx
	jne	.L33
