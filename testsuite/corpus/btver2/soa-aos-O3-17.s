	vmovdqu	(%rax), %xmm9
	incl	%ecx
	vmovdqu	16(%rax), %xmm10
	addq	$16, %rdx
	vmovdqu	32(%rax), %xmm11
	addq	$48, %rax
	vpshufb	%xmm1, %xmm9, %xmm9
	vpshufb	%xmm1, %xmm10, %xmm10
	vpshufb	%xmm1, %xmm11, %xmm11
	vpalignr	$11, %xmm9, %xmm10, %xmm0
	vpalignr	$11, %xmm11, %xmm9, %xmm9
	vpalignr	$11, %xmm10, %xmm11, %xmm10
	vpalignr	$11, %xmm10, %xmm0, %xmm11
	vpalignr	$11, %xmm0, %xmm9, %xmm0
	vpalignr	$5, %xmm11, %xmm11, %xmm11
	vpalignr	$10, %xmm0, %xmm0, %xmm0
	vpalignr	$11, %xmm9, %xmm10, %xmm10
	vpmovzxbw	%xmm11, %xmm12
	vpmovzxbw	%xmm0, %xmm9
	vpsrldq	$8, %xmm11, %xmm11
	vpmullw	%xmm7, %xmm12, %xmm12
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm8, %xmm9, %xmm9
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm5, %xmm0, %xmm0
	vpmovzxbw	%xmm11, %xmm11
	vpmullw	%xmm4, %xmm11, %xmm11
	vpaddw	%xmm12, %xmm9, %xmm9
	vpmovzxbw	%xmm10, %xmm12
	vpsrldq	$8, %xmm10, %xmm10
	vpmovzxbw	%xmm10, %xmm10
	vpaddw	%xmm11, %xmm0, %xmm0
	vpmullw	%xmm6, %xmm12, %xmm12
	vpmullw	%xmm3, %xmm10, %xmm10
	vpaddw	%xmm12, %xmm9, %xmm9
	vpaddw	%xmm10, %xmm0, %xmm0
	vpsrlw	$8, %xmm9, %xmm9
	vpsrlw	$8, %xmm0, %xmm0
	vpand	%xmm9, %xmm2, %xmm9
	vpand	%xmm0, %xmm2, %xmm0
	vpackuswb	%xmm0, %xmm9, %xmm9
	vmovdqu	%xmm9, -16(%rdx)
	cmpl	%r9d, %ecx
	jb	.L118
