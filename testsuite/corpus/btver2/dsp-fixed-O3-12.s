	vmovdqu	(%rax), %xmm1
	incl	%edx
	addq	$16, %rax
	cmpl	%esi, %edx
	vpmulhw	%xmm1, %xmm1, %xmm3
	vpmullw	%xmm1, %xmm1, %xmm0
	vpunpcklwd	%xmm3, %xmm0, %xmm1
	vpunpckhwd	%xmm3, %xmm0, %xmm0
	vpmovsxdq	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpaddq	%xmm2, %xmm3, %xmm2
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm1
	vpmovsxdq	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpaddq	%xmm1, %xmm2, %xmm2
	vpmovsxdq	%xmm0, %xmm0
	vpaddq	%xmm2, %xmm0, %xmm2
	jb	.L100
