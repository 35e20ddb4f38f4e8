	vmovdqu	(%rdx), %xmm0
	incl	%ecx
	addq	$64, %rax
	addq	$16, %rdx
	vpmovsxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm1, %xmm4
	vpsrldq	$8, %xmm1, %xmm1
	vpmovsxwd	%xmm1, %xmm1
	vpmovsxbw	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vcvtdq2ps	%xmm4, %xmm4
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm4, %xmm4
	vmovups	%xmm1, -48(%rax)
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm0
	vmovups	%xmm4, -64(%rax)
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm1, -32(%rax)
	vmovups	%xmm0, -16(%rax)
	cmpl	%r9d, %ecx
	jb	.L25
