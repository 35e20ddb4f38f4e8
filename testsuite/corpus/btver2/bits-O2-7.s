	xorb	(%rdi), %al
	incq	%rdi
	cmpq	%rdi, %rdx
	jne	.L34
