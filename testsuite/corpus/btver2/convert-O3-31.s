	vmovupd	(%rdx), %xmm1
	prefetcht0	432(%rdx)
	vmovupd	16(%rdx), %xmm2
	prefetcht0	496(%rdx)
	movl	%eax, %r11d
	subq	$-128, %rdx
	addl	$4, %eax
	prefetchw	208(%rsi)
	addq	$64, %rsi
	vcmplepd	%xmm1, %xmm0, %xmm6
	vcmplepd	%xmm2, %xmm0, %xmm3
	vblendvpd	%xmm6, %xmm5, %xmm4, %xmm6
	vblendvpd	%xmm3, %xmm5, %xmm4, %xmm3
	vaddpd	%xmm6, %xmm1, %xmm1
	vaddpd	%xmm3, %xmm2, %xmm2
	vcvttpd2dqx	%xmm1, %xmm1
	vcvttpd2dqx	%xmm2, %xmm2
	vpunpcklqdq	%xmm2, %xmm1, %xmm1
	vmovupd	-80(%rdx), %xmm2
	vmovdqu	%xmm1, -64(%rsi)
	vmovupd	-96(%rdx), %xmm1
	vcmplepd	%xmm2, %xmm0, %xmm3
	vcmplepd	%xmm1, %xmm0, %xmm6
	vblendvpd	%xmm3, %xmm5, %xmm4, %xmm3
	vblendvpd	%xmm6, %xmm5, %xmm4, %xmm6
	vaddpd	%xmm3, %xmm2, %xmm2
	vaddpd	%xmm6, %xmm1, %xmm1
	vcvttpd2dqx	%xmm2, %xmm2
	vcvttpd2dqx	%xmm1, %xmm1
	vpunpcklqdq	%xmm2, %xmm1, %xmm1
	vmovupd	-48(%rdx), %xmm2
	vmovdqu	%xmm1, -48(%rsi)
	vmovupd	-64(%rdx), %xmm1
	vcmplepd	%xmm2, %xmm0, %xmm3
	vcmplepd	%xmm1, %xmm0, %xmm6
	vblendvpd	%xmm3, %xmm5, %xmm4, %xmm3
	vblendvpd	%xmm6, %xmm5, %xmm4, %xmm6
	vaddpd	%xmm3, %xmm2, %xmm2
	vaddpd	%xmm6, %xmm1, %xmm1
	vcvttpd2dqx	%xmm2, %xmm2
	vcvttpd2dqx	%xmm1, %xmm1
	vpunpcklqdq	%xmm2, %xmm1, %xmm1
	vmovupd	-16(%rdx), %xmm2
	vmovdqu	%xmm1, -32(%rsi)
	vmovupd	-32(%rdx), %xmm1
	vcmplepd	%xmm2, %xmm0, %xmm3
	vcmplepd	%xmm1, %xmm0, %xmm6
	vblendvpd	%xmm3, %xmm5, %xmm4, %xmm3
	vblendvpd	%xmm6, %xmm5, %xmm4, %xmm6
	vaddpd	%xmm3, %xmm2, %xmm2
	vaddpd	%xmm6, %xmm1, %xmm1
	vcvttpd2dqx	%xmm2, %xmm2
	vcvttpd2dqx	%xmm1, %xmm1
	vpunpcklqdq	%xmm2, %xmm1, %xmm1
	vmovdqu	%xmm1, -16(%rsi)
	cmpl	%ecx, %r11d
	jne	.L274
