	cmpb	$0, (%rcx,%rax)
	jne	.L75
	movl	(%rdx,%rax,4), %edi
	movl	%edi, (%r9,%rax,4)
	incq	%rax
	cmpq	%rax, %r10
	jne	.L70
