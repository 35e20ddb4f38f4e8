	vmovdqu	(%rax), %xmm6
	incl	%r8d
	vmovdqu	16(%rax), %xmm1
	addq	$32, %rdx
	vmovdqu	32(%rax), %xmm0
	addq	$48, %rax
	vpshufb	%xmm3, %xmm6, %xmm6
	vpshufb	%xmm3, %xmm1, %xmm1
	vpshufb	%xmm3, %xmm0, %xmm0
	vpalignr	$11, %xmm6, %xmm1, %xmm2
	vpalignr	$11, %xmm0, %xmm6, %xmm6
	vpalignr	$11, %xmm1, %xmm0, %xmm1
	vpalignr	$11, %xmm1, %xmm2, %xmm0
	vpalignr	$11, %xmm2, %xmm6, %xmm2
	vpalignr	$10, %xmm2, %xmm2, %xmm2
	vpalignr	$5, %xmm0, %xmm0, %xmm0
	vpsrlw	$3, %xmm2, %xmm2
	vpsrlw	$2, %xmm0, %xmm0
	vpand	%xmm2, %xmm4, %xmm2
	vpand	%xmm0, %xmm5, %xmm0
	vpalignr	$11, %xmm6, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm7
	vpmovzxbw	%xmm2, %xmm6
	vpsrlw	$3, %xmm1, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpsrldq	$8, %xmm2, %xmm2
	vpand	%xmm1, %xmm4, %xmm1
	vpsllw	$5, %xmm7, %xmm7
	vpsllw	$11, %xmm6, %xmm6
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxbw	%xmm2, %xmm2
	vpor	%xmm7, %xmm6, %xmm6
	vpsllw	$5, %xmm0, %xmm0
	vpmovzxbw	%xmm1, %xmm7
	vpsllw	$11, %xmm2, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpor	%xmm2, %xmm0, %xmm0
	vpmovzxbw	%xmm1, %xmm1
	vpor	%xmm7, %xmm6, %xmm6
	vpor	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm6, -32(%rdx)
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%r9d, %r8d
	jb	.L107
