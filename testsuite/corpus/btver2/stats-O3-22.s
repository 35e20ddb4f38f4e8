	vpcmpgtd	(%rax), %xmm3, %xmm0
	incl	%edx
	vpand	%xmm5, %xmm0, %xmm0
	addq	$16, %rax
	vpmovzxdq	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpaddq	%xmm1, %xmm2, %xmm1
	vpmovzxdq	%xmm0, %xmm0
	cmpl	%r12d, %edx
	vpaddq	%xmm1, %xmm0, %xmm1
	jb	.L162
