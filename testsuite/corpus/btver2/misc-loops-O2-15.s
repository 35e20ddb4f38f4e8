	movslq	(%r8,%rax,4), %rdi
	addq	%rdi, (%rdx,%rax,8)
	incq	%rax
	cmpq	%rax, %r9
	jne	.L93
