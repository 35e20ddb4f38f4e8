	movzbl	(%rsi,%rax), %r8d
	movzbl	(%rdx,%rax), %edi
	leal	1(%r8,%rdi), %edi
	sarl	%edi
	movb	%dil, (%r9,%rax)
	incq	%rax
	cmpq	%rcx, %rax
	jne	.L19
