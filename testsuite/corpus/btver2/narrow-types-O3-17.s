	vmovdqu	(%rax), %xmm0
	incl	%edx
	addq	$16, %rax
	cmpl	%esi, %edx
	vpmovzxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxdq	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm0
	vpaddq	%xmm2, %xmm3, %xmm2
	vpmovzxdq	%xmm1, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm1
	vpmovzxdq	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpaddq	%xmm1, %xmm2, %xmm2
	vpmovzxdq	%xmm0, %xmm0
	vpaddq	%xmm2, %xmm0, %xmm2
	jb	.L144
