	vcvttpd2dqx	(%rdx,%rax,2), %xmm0
	incl	%ecx
	vcvttpd2dqx	16(%rdx,%rax,2), %xmm1
	vpunpcklqdq	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L62
