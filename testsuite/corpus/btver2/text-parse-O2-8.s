	movzbl	(%rsi,%rax), %r8d
	movzbl	(%rdx,%r8), %r8d
	andl	$3, %r8d
	movb	%r8b, (%rdi,%rax)
	incq	%rax
	cmpq	%rax, %rcx
	jne	.L59
