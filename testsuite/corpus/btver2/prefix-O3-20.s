	xorq	(%rcx,%rax,8), %rdx
	movq	%rdx, (%rcx,%rax,8)
	incq	%rax
	cmpl	%eax, %edi
	jg	.L106
