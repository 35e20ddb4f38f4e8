	movslq	%esi, %rdi
	incl	%esi
	movzbl	(%rdx,%rdi), %edi
	xorb	(%r10,%rax), %dil
	movb	%dil, (%r9,%rax)
	incq	%rax
	cmpl	%r8d, %esi
	je	.L114
	cmpq	%rax, %rcx
	jne	.L110
