	addl	(%rcx,%rdx,4), %eax
	movl	%eax, (%rcx,%rdx,4)
	incq	%rdx
	cmpl	%edx, %edi
	jg	.L5
