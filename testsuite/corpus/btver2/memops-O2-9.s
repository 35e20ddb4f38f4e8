	movl	(%rax), %edx
	addq	$4, %rdi
	movl	%edx, -4(%rdi)
	movq	%rax, %rdx
	subq	$4, %rax
	cmpq	%rsi, %rdx
	jne	.L47
