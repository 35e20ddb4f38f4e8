	vmovupd	(%rdx,%rax,2), %xmm0
	incl	%ecx
	vmovupd	16(%rdx,%rax,2), %xmm1
	vcmplepd	%xmm0, %xmm6, %xmm3
	vcmplepd	%xmm1, %xmm6, %xmm2
	vblendvpd	%xmm3, %xmm5, %xmm4, %xmm3
	vblendvpd	%xmm2, %xmm5, %xmm4, %xmm2
	vaddpd	%xmm3, %xmm0, %xmm0
	vaddpd	%xmm2, %xmm1, %xmm1
	vcvttpd2dqx	%xmm0, %xmm0
	vcvttpd2dqx	%xmm1, %xmm1
	vpunpcklqdq	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L275
