	vmovdqu	(%rax), %xmm0
	incq	%rdx
	addq	$16, %rax
	cmpq	%rsi, %rdx
	vpmovzxdq	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxdq	%xmm0, %xmm0
	vpaddq	%xmm0, %xmm2, %xmm0
	vpaddq	%xmm0, %xmm1, %xmm1
	jb	.L272
