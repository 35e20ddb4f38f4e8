	movq	(%r10,%rcx,8), %rax
	mulq	(%r9,%rcx,8)
	incq	%rcx
	addq	%rdx, %rsi
	cmpl	%ecx, %r8d
	jg	.L134
