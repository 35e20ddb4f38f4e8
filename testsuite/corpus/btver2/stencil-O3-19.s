	vmovdqu	(%r10,%rdx), %xmm0
	incl	%esi
	vmovdqu	(%rdi,%rdx), %xmm11
	vmovdqu	(%rbx,%rdx), %xmm10
	vmovdqu	(%r8,%rdx), %xmm9
	vmovdqu	(%r9,%rdx), %xmm8
	vmovdqu	(%r11,%rdx), %xmm7
	vpmovzxbw	%xmm0, %xmm1
	vpmullw	%xmm3, %xmm1, %xmm1
	vpmovzxbw	%xmm11, %xmm12
	vpsrldq	$8, %xmm0, %xmm0
	vpsrldq	$8, %xmm11, %xmm11
	vpaddw	%xmm12, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxbw	%xmm10, %xmm12
	vpmovzxbw	%xmm11, %xmm11
	vpaddw	%xmm12, %xmm1, %xmm1
	vpmovzxbw	%xmm9, %xmm12
	vpmullw	%xmm2, %xmm0, %xmm0
	vpsubw	%xmm12, %xmm1, %xmm1
	vpsrldq	$8, %xmm10, %xmm10
	vpmovzxbw	%xmm8, %xmm12
	vpsrldq	$8, %xmm8, %xmm8
	vpaddw	%xmm11, %xmm0, %xmm0
	vpmullw	%xmm3, %xmm12, %xmm12
	vpmovzxbw	%xmm10, %xmm10
	vpsrldq	$8, %xmm9, %xmm9
	vpmovzxbw	%xmm8, %xmm8
	vpmullw	%xmm2, %xmm8, %xmm8
	vpaddw	%xmm10, %xmm0, %xmm0
	vpmovzxbw	%xmm9, %xmm9
	vpsubw	%xmm12, %xmm1, %xmm1
	vpsubw	%xmm9, %xmm0, %xmm0
	vpmovzxbw	%xmm7, %xmm12
	vpsrldq	$8, %xmm7, %xmm7
	vpsubw	%xmm8, %xmm0, %xmm0
	vpmovzxbw	%xmm7, %xmm7
	vpsubw	%xmm12, %xmm1, %xmm1
	vpsubw	%xmm7, %xmm0, %xmm0
	vmovdqu	%xmm1, (%rcx,%rdx,2)
	vmovdqu	%xmm0, 16(%rcx,%rdx,2)
	addq	$16, %rdx
	cmpl	%r14d, %esi
	jb	.L193
