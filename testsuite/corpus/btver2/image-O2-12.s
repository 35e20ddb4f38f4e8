	movzbl	(%rdx,%rax), %r9d
	addl	%r9d, %r8d
	movl	(%rsi,%rax,4), %r9d
	addl	%r8d, %r9d
	movl	%r9d, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %rcx
	jne	.L67
