	vmovdqu	(%rdx), %xmm0
	incl	%ecx
	addq	$64, %rax
	addq	$16, %rdx
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxwd	%xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vcvtdq2ps	%xmm3, %xmm3
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm3, %xmm3
	vmovups	%xmm1, -48(%rax)
	vpmovzxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm0
	vmovups	%xmm3, -64(%rax)
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm1, -32(%rax)
	vmovups	%xmm0, -16(%rax)
	cmpl	%r9d, %ecx
	jb	.L138
