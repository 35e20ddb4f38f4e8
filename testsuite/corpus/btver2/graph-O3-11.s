	vcmpltps	(%rax), %xmm3, %xmm0
	incl	%edx
	addq	$16, %rax
	cmpl	%esi, %edx
	vpand	%xmm0, %xmm6, %xmm0
	vpmovzxdq	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpaddq	%xmm1, %xmm2, %xmm1
	vpmovzxdq	%xmm0, %xmm0
	vpaddq	%xmm1, %xmm0, %xmm1
	jb	.L91
