	movq	%rax, %rdx
	imulq	%r8, %rdx
	cmpq	%rdx, %rsi
	jnb	.L72
	movq	%rax, %rdx
	imulq	%r10, %rdx
	cmpq	%rdx, %r9
	jb	.L71
	addq	%rax, %rcx
	incq	%rax
	cmpq	%rax, %rdi
	jne	.L73
