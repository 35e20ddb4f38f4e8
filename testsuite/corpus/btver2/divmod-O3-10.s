	movq	(%r10,%rcx,8), %rax
	cqto
	idivq	(%rsi,%rcx,8)
	movq	%rax, (%r9,%rcx,8)
	incq	%rcx
	cmpl	%ecx, %r8d
	jg	.L58
