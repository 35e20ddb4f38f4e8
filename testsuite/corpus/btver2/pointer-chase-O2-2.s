	movq	(%rdi), %rdi
	incl	%eax
	testq	%rdi, %rdi
	jne	.L9
