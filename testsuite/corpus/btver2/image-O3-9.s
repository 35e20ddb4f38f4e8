	vmovdqu	(%r10,%rdx,2), %xmm0
	incl	%ebp
	vmovdqu	16(%r10,%rdx,2), %xmm1
	vpand	%xmm0, %xmm2, %xmm10
	vpsrlw	$8, %xmm0, %xmm0
	vpand	%xmm1, %xmm2, %xmm8
	vpsrlw	$8, %xmm1, %xmm1
	vpackuswb	%xmm8, %xmm10, %xmm10
	vpackuswb	%xmm1, %xmm0, %xmm0
	vmovdqu	(%r11,%rdx,2), %xmm8
	vmovdqu	16(%r11,%rdx,2), %xmm1
	vpand	%xmm8, %xmm2, %xmm9
	vpsrlw	$8, %xmm8, %xmm8
	vpand	%xmm1, %xmm2, %xmm11
	vpsrlw	$8, %xmm1, %xmm1
	vpackuswb	%xmm11, %xmm9, %xmm9
	vpackuswb	%xmm1, %xmm8, %xmm8
	vpmovzxbw	%xmm10, %xmm11
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm10, %xmm10
	vpsrldq	$8, %xmm0, %xmm0
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxbw	%xmm10, %xmm10
	vpmovzxbw	%xmm9, %xmm11
	vpaddw	%xmm4, %xmm1, %xmm1
	vpaddw	%xmm10, %xmm0, %xmm0
	vpsrldq	$8, %xmm9, %xmm9
	vpaddw	%xmm11, %xmm1, %xmm1
	vpaddw	%xmm4, %xmm0, %xmm0
	vpmovzxbw	%xmm8, %xmm11
	vpmovzxbw	%xmm9, %xmm9
	vpsrldq	$8, %xmm8, %xmm8
	vpaddw	%xmm9, %xmm0, %xmm0
	vpmovzxbw	%xmm8, %xmm8
	vpaddw	%xmm11, %xmm1, %xmm1
	vpaddw	%xmm8, %xmm0, %xmm0
	vpsrlw	$2, %xmm1, %xmm1
	vpsrlw	$2, %xmm0, %xmm0
	vpand	%xmm1, %xmm2, %xmm1
	vpand	%xmm0, %xmm2, %xmm0
	vpackuswb	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, (%r14,%rdx)
	addq	$16, %rdx
	cmpl	%r8d, %ebp
	jb	.L82
