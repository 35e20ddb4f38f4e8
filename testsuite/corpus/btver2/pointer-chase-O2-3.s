	cmpl	%esi, 8(%rdi)
	je	.L20
	movq	(%rdi), %rdi
	testq	%rdi, %rdi
	jne	.L21
