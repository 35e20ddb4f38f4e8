	incl	8(%rdi)
	movq	(%rdi), %rdi
	testq	%rdi, %rdi
	jne	.L31
