	movslq	(%r8,%rax,4), %rdx
	incq	%rax
	incl	4(%rcx,%rdx,4)
	cmpl	%eax, %esi
	jg	.L136
