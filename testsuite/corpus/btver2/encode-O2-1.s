	incl	%eax
	cmpl	%eax, %edx
	je	.L4
	incq	%rcx
	cmpl	%eax, %r8d
	je	.L5
	cmpb	%dil, (%rcx)
	je	.L6
