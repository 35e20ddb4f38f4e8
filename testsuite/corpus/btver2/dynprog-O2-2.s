	cmpb	%cl, (%rdx,%rax)
	jne	.L12
	movzwl	(%r9,%rax,2), %esi
	incl	%esi
	movw	%si, 2(%rdi,%rax,2)
	incq	%rax
	cmpq	%rax, %r10
	jne	.L14
