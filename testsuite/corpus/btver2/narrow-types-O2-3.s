	movzbl	(%rdx,%rax), %r8d
	addb	(%rsi,%rax), %r8b
	movb	%r8b, (%rdi,%rax)
	incq	%rax
	cmpq	%rax, %rcx
	jne	.L14
