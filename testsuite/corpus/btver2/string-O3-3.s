	movzbl	(%rsi,%rax), %edi
	movb	%dil, (%rcx,%rax)
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L26
