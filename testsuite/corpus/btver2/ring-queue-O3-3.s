	movslq	%ecx, %rsi
	incl	%ecx
	leaq	(%rdx,%rsi,4), %rsi
	vmovss	(%rsi), %xmm0
	vmovss	%xmm0, (%r9,%rax)
	vmovss	(%r10,%rax), %xmm0
	addq	$4, %rax
	cmpl	%ecx, %r8d
	vmovss	%xmm0, (%rsi)
	je	.L15
	cmpq	%rdi, %rax
	jne	.L17
