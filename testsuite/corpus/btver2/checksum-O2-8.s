	xorb	(%rdi), %al
	incq	%rdi
	cmpq	%rdx, %rdi
	jne	.L47
