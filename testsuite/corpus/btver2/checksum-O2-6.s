	movzbl	(%rdi), %edx
	incq	%rdi
	xorq	%rdx, %rax
	imulq	%rcx, %rax
	cmpq	%rdi, %rsi
	jne	.L36
