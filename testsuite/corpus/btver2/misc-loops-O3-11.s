	vmovdqa	%xmm0, %xmm1
	incl	%esi
	vpxor	%xmm2, %xmm1, %xmm1
	addq	$16, %rax
	vmovdqu	%xmm1, -16(%rax)
	cmpl	%edx, %esi
	vpaddd	%xmm3, %xmm0, %xmm0
	jb	.L88
