	vmovdqu	(%rax), %xmm1
	incl	%edx
	addq	$16, %rax
	cmpl	%esi, %edx
	vpmovsxdq	%xmm1, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpaddq	%xmm0, %xmm2, %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	%xmm0, %xmm1, %xmm0
	jb	.L22
