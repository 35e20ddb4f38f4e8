	incl	%eax
	incq	%rdi
	cmpl	%eax, %esi
	je	.L7
	cmpb	%dl, (%rdi)
	jne	.L10
