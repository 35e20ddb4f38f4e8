	incq	%rax
	cmpq	%rdx, %rax
	je	.L10
	cmpb	%sil, (%rax)
	jne	.L12
