	movl	(%rdx), %edi
	addl	%edi, (%rcx,%rax,4)
	incq	%rax
	cmpl	%eax, %esi
	jg	.L186
