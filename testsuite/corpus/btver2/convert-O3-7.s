	vcvttpd2dqx	16(%rdx), %xmm1
	prefetcht0	656(%rdx)
	vcvttpd2dqx	(%rdx), %xmm0
	prefetcht0	720(%rdx)
	movl	%eax, %r11d
	subq	$-128, %rdx
	addl	$4, %eax
	prefetchw	320(%rsi)
	addq	$64, %rsi
	vpunpcklqdq	%xmm1, %xmm0, %xmm0
	vcvttpd2dqx	-80(%rdx), %xmm1
	vmovdqu	%xmm0, -64(%rsi)
	vcvttpd2dqx	-96(%rdx), %xmm0
	vpunpcklqdq	%xmm1, %xmm0, %xmm0
	vcvttpd2dqx	-48(%rdx), %xmm1
	vmovdqu	%xmm0, -48(%rsi)
	vcvttpd2dqx	-64(%rdx), %xmm0
	vpunpcklqdq	%xmm1, %xmm0, %xmm0
	vcvttpd2dqx	-16(%rdx), %xmm1
	vmovdqu	%xmm0, -32(%rsi)
	vcvttpd2dqx	-32(%rdx), %xmm0
	vpunpcklqdq	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rsi)
	cmpl	%ecx, %r11d
	jne	.L61
