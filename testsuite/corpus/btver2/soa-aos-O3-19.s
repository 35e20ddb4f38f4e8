	vmovdqu	(%r10,%rax), %xmm0
	incl	%edx
	vmovdqu	(%r11,%rax), %xmm10
	vmovdqu	(%rbx,%rax), %xmm9
	vpmovzxbw	%xmm0, %xmm11
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxbw	%xmm10, %xmm1
	vpsrldq	$8, %xmm10, %xmm10
	vpmullw	%xmm7, %xmm11, %xmm11
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm8, %xmm1, %xmm1
	vpmovzxbw	%xmm10, %xmm10
	vpmullw	%xmm5, %xmm0, %xmm0
	vpmullw	%xmm4, %xmm10, %xmm10
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm9, %xmm11
	vpsrldq	$8, %xmm9, %xmm9
	vpmovzxbw	%xmm9, %xmm9
	vpaddw	%xmm10, %xmm0, %xmm0
	vpmullw	%xmm6, %xmm11, %xmm11
	vpmullw	%xmm3, %xmm9, %xmm9
	vpaddw	%xmm11, %xmm1, %xmm1
	vpaddw	%xmm9, %xmm0, %xmm0
	vpsrlw	$8, %xmm1, %xmm1
	vpsrlw	$8, %xmm0, %xmm0
	vpand	%xmm1, %xmm2, %xmm1
	vpand	%xmm0, %xmm2, %xmm0
	vpackuswb	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, 0(%rbp,%rax)
	addq	$16, %rax
	cmpl	%r12d, %edx
	jb	.L136
