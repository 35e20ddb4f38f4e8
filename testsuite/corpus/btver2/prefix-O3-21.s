	cmpb	$0, (%rdx,%rax)
	jne	.L113
	addl	(%rsi,%rax,4), %r8d
	movl	%r8d, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %rcx
	jne	.L115
