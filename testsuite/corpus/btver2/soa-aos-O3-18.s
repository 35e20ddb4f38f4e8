	vmovdqu	(%r10), %xmm0
	prefetcht0	144(%r10)
	vmovdqu	(%r11), %xmm13
	prefetcht0	144(%r11)
	vmovdqu	(%rbx), %xmm12
	prefetcht0	144(%rbx)
	movl	%eax, %r13d
	addq	$64, %r10
	addq	$64, %r11
	addq	$64, %rbx
	addl	$4, %eax
	prefetchw	144(%rbp)
	vpmovzxbw	%xmm0, %xmm11
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxbw	%xmm13, %xmm14
	vpsrldq	$8, %xmm13, %xmm13
	vpmullw	%xmm9, %xmm14, %xmm14
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm10, %xmm11, %xmm11
	vpmovzxbw	%xmm13, %xmm13
	vpmullw	%xmm6, %xmm13, %xmm13
	addq	$64, %rbp
	vpmullw	%xmm7, %xmm0, %xmm0
	vpaddw	%xmm14, %xmm11, %xmm11
	vpmovzxbw	%xmm12, %xmm14
	vpsrldq	$8, %xmm12, %xmm12
	vpmovzxbw	%xmm12, %xmm12
	vpaddw	%xmm13, %xmm0, %xmm0
	vpmullw	%xmm8, %xmm14, %xmm14
	vmovdqu	-48(%r11), %xmm13
	vpmullw	%xmm1, %xmm12, %xmm12
	vpaddw	%xmm14, %xmm11, %xmm11
	vpsrlw	$8, %xmm11, %xmm11
	vpaddw	%xmm12, %xmm0, %xmm0
	vpand	%xmm11, %xmm2, %xmm11
	vpsrlw	$8, %xmm0, %xmm0
	vmovdqu	-48(%rbx), %xmm12
	vpand	%xmm0, %xmm2, %xmm0
	vpackuswb	%xmm0, %xmm11, %xmm11
	vmovdqu	-48(%r10), %xmm0
	vmovdqu	%xmm11, -64(%rbp)
	vpmovzxbw	%xmm13, %xmm14
	vpsrldq	$8, %xmm13, %xmm13
	vpmullw	%xmm9, %xmm14, %xmm14
	vpmovzxbw	%xmm13, %xmm13
	vpmullw	%xmm6, %xmm13, %xmm13
	vpmovzxbw	%xmm0, %xmm11
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm10, %xmm11, %xmm11
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm7, %xmm0, %xmm0
	vpaddw	%xmm14, %xmm11, %xmm11
	vpmovzxbw	%xmm12, %xmm14
	vpsrldq	$8, %xmm12, %xmm12
	vpaddw	%xmm13, %xmm0, %xmm0
	vpmovzxbw	%xmm12, %xmm12
	vmovdqu	-32(%r11), %xmm13
	vpmullw	%xmm8, %xmm14, %xmm14
	vpmullw	%xmm1, %xmm12, %xmm12
	vpaddw	%xmm14, %xmm11, %xmm11
	vpaddw	%xmm12, %xmm0, %xmm0
	vpsrlw	$8, %xmm11, %xmm11
	vpsrlw	$8, %xmm0, %xmm0
	vpand	%xmm11, %xmm2, %xmm11
	vpand	%xmm0, %xmm2, %xmm0
	vmovdqu	-32(%rbx), %xmm12
	vpackuswb	%xmm0, %xmm11, %xmm11
	vmovdqu	-32(%r10), %xmm0
	vmovdqu	%xmm11, -48(%rbp)
	vpmovzxbw	%xmm13, %xmm14
	vpsrldq	$8, %xmm13, %xmm13
	vpmullw	%xmm9, %xmm14, %xmm14
	vpmovzxbw	%xmm13, %xmm13
	vpmullw	%xmm6, %xmm13, %xmm13
	vpmovzxbw	%xmm0, %xmm11
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm10, %xmm11, %xmm11
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm7, %xmm0, %xmm0
	vpaddw	%xmm14, %xmm11, %xmm11
	vpmovzxbw	%xmm12, %xmm14
	vpsrldq	$8, %xmm12, %xmm12
	vpaddw	%xmm13, %xmm0, %xmm0
	vpmovzxbw	%xmm12, %xmm12
	vmovdqu	-16(%r11), %xmm13
	vpmullw	%xmm8, %xmm14, %xmm14
	vpmullw	%xmm1, %xmm12, %xmm12
	vpaddw	%xmm14, %xmm11, %xmm11
	vpaddw	%xmm12, %xmm0, %xmm0
	vpsrlw	$8, %xmm11, %xmm11
	vpsrlw	$8, %xmm0, %xmm0
	vpand	%xmm11, %xmm2, %xmm11
	vpand	%xmm0, %xmm2, %xmm0
	vmovdqu	-16(%rbx), %xmm12
	vpackuswb	%xmm0, %xmm11, %xmm11
	vmovdqu	-16(%r10), %xmm0
	vmovdqu	%xmm11, -32(%rbp)
	vpmovzxbw	%xmm13, %xmm14
	vpsrldq	$8, %xmm13, %xmm13
	vpmullw	%xmm9, %xmm14, %xmm14
	vpmovzxbw	%xmm13, %xmm13
	vpmullw	%xmm6, %xmm13, %xmm13
	vpmovzxbw	%xmm0, %xmm11
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm10, %xmm11, %xmm11
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm7, %xmm0, %xmm0
	vpaddw	%xmm14, %xmm11, %xmm11
	vpmovzxbw	%xmm12, %xmm14
	vpsrldq	$8, %xmm12, %xmm12
	vpaddw	%xmm13, %xmm0, %xmm0
	vpmullw	%xmm8, %xmm14, %xmm14
	vpmovzxbw	%xmm12, %xmm12
	vpmullw	%xmm1, %xmm12, %xmm12
	vpaddw	%xmm14, %xmm11, %xmm11
	vpaddw	%xmm12, %xmm0, %xmm0
	vpsrlw	$8, %xmm11, %xmm11
	vpsrlw	$8, %xmm0, %xmm0
	vpand	%xmm11, %xmm2, %xmm11
	vpand	%xmm0, %xmm2, %xmm0
	vpackuswb	%xmm0, %xmm11, %xmm11
	vmovdqu	%xmm11, -16(%rbp)
	cmpl	%edx, %r13d
	jne	.L135
