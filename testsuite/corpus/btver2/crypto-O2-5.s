	movq	%rax, %rdx
	movq	%rax, %rcx
	imulq	%r8, %rdx
	addq	$4, %rdi
	leaq	(%rdx,%rsi), %rax
	movq	%rcx, %rdx
	shrq	$18, %rdx
	xorq	%rcx, %rdx
	shrq	$59, %rcx
	shrq	$27, %rdx
	rorl	%cl, %edx
	movl	%edx, -4(%rdi)
	cmpq	%r9, %rdi
	jne	.L27
