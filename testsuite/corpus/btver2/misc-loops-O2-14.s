	movl	%eax, (%rdx)
	incl	%eax
	subq	$4, %rdx
	cmpl	%eax, %esi
	jne	.L86
