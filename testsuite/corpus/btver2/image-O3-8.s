	vmovdqu	(%r10), %xmm9
	prefetcht0	208(%r10)
	vmovdqu	16(%r10), %xmm1
	prefetcht0	272(%r10)
	prefetcht0	208(%r11)
	prefetcht0	272(%r11)
	movl	-16(%rsp), %r15d
	movl	%edx, %ebp
	subq	$-128, %r10
	prefetchw	96(%r14)
	subq	$-128, %r11
	addq	$64, %r14
	vpand	%xmm9, %xmm3, %xmm0
	vpsrlw	$8, %xmm9, %xmm9
	vpand	%xmm1, %xmm3, %xmm8
	vpsrlw	$8, %xmm1, %xmm1
	vpackuswb	%xmm8, %xmm0, %xmm0
	vpackuswb	%xmm1, %xmm9, %xmm9
	vmovdqu	-128(%r11), %xmm8
	addl	$4, %edx
	vmovdqu	-112(%r11), %xmm1
	vpand	%xmm8, %xmm3, %xmm10
	vpsrlw	$8, %xmm8, %xmm8
	vpand	%xmm1, %xmm3, %xmm11
	vpsrlw	$8, %xmm1, %xmm1
	vpackuswb	%xmm11, %xmm10, %xmm10
	vpackuswb	%xmm1, %xmm8, %xmm8
	vpmovzxbw	%xmm9, %xmm11
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm9, %xmm9
	vpsrldq	$8, %xmm0, %xmm0
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm9, %xmm9
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxbw	%xmm10, %xmm11
	vpaddw	%xmm9, %xmm0, %xmm0
	vpaddw	%xmm6, %xmm1, %xmm1
	vpsrldq	$8, %xmm10, %xmm10
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm10, %xmm10
	vpmovzxbw	%xmm8, %xmm11
	vpaddw	%xmm6, %xmm0, %xmm0
	vpsrldq	$8, %xmm8, %xmm8
	vpaddw	%xmm10, %xmm0, %xmm0
	vpmovzxbw	%xmm8, %xmm8
	vpaddw	%xmm11, %xmm1, %xmm1
	vpaddw	%xmm8, %xmm0, %xmm0
	vpsrlw	$2, %xmm1, %xmm1
	vpsrlw	$2, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpackuswb	%xmm0, %xmm1, %xmm1
	vmovdqu	-96(%r10), %xmm0
	vmovdqu	%xmm1, -64(%r14)
	vmovdqu	-80(%r10), %xmm1
	vpand	%xmm0, %xmm3, %xmm10
	vpsrlw	$8, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm8
	vpsrlw	$8, %xmm1, %xmm1
	vpackuswb	%xmm8, %xmm10, %xmm10
	vpackuswb	%xmm1, %xmm0, %xmm0
	vmovdqu	-96(%r11), %xmm8
	vmovdqu	-80(%r11), %xmm1
	vpand	%xmm8, %xmm3, %xmm9
	vpsrlw	$8, %xmm8, %xmm8
	vpand	%xmm1, %xmm3, %xmm11
	vpsrlw	$8, %xmm1, %xmm1
	vpackuswb	%xmm11, %xmm9, %xmm9
	vpackuswb	%xmm1, %xmm8, %xmm8
	vpmovzxbw	%xmm10, %xmm11
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm10, %xmm10
	vpsrldq	$8, %xmm0, %xmm0
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm10, %xmm10
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxbw	%xmm9, %xmm11
	vpaddw	%xmm10, %xmm0, %xmm0
	vpaddw	%xmm6, %xmm1, %xmm1
	vpsrldq	$8, %xmm9, %xmm9
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm9, %xmm9
	vpmovzxbw	%xmm8, %xmm11
	vpaddw	%xmm6, %xmm0, %xmm0
	vpsrldq	$8, %xmm8, %xmm8
	vpaddw	%xmm9, %xmm0, %xmm0
	vpmovzxbw	%xmm8, %xmm8
	vpaddw	%xmm11, %xmm1, %xmm1
	vpaddw	%xmm8, %xmm0, %xmm0
	vpsrlw	$2, %xmm1, %xmm1
	vpsrlw	$2, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpackuswb	%xmm0, %xmm1, %xmm1
	vmovdqu	-64(%r10), %xmm0
	vmovdqu	%xmm1, -48(%r14)
	vmovdqu	-48(%r10), %xmm1
	vpand	%xmm0, %xmm3, %xmm10
	vpsrlw	$8, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm8
	vpsrlw	$8, %xmm1, %xmm1
	vpackuswb	%xmm8, %xmm10, %xmm10
	vpackuswb	%xmm1, %xmm0, %xmm0
	vmovdqu	-64(%r11), %xmm8
	vmovdqu	-48(%r11), %xmm1
	vpand	%xmm8, %xmm3, %xmm9
	vpsrlw	$8, %xmm8, %xmm8
	vpand	%xmm1, %xmm3, %xmm11
	vpsrlw	$8, %xmm1, %xmm1
	vpackuswb	%xmm11, %xmm9, %xmm9
	vpackuswb	%xmm1, %xmm8, %xmm8
	vpmovzxbw	%xmm10, %xmm11
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm10, %xmm10
	vpsrldq	$8, %xmm0, %xmm0
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm10, %xmm10
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxbw	%xmm9, %xmm11
	vpaddw	%xmm10, %xmm0, %xmm0
	vpaddw	%xmm6, %xmm1, %xmm1
	vpsrldq	$8, %xmm9, %xmm9
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm9, %xmm9
	vpmovzxbw	%xmm8, %xmm11
	vpaddw	%xmm6, %xmm0, %xmm0
	vpsrldq	$8, %xmm8, %xmm8
	vpaddw	%xmm9, %xmm0, %xmm0
	vpmovzxbw	%xmm8, %xmm8
	vpaddw	%xmm11, %xmm1, %xmm1
	vpaddw	%xmm8, %xmm0, %xmm0
	vpsrlw	$2, %xmm1, %xmm1
	vpsrlw	$2, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpackuswb	%xmm0, %xmm1, %xmm1
	vmovdqu	-32(%r10), %xmm0
	vmovdqu	%xmm1, -32(%r14)
	vmovdqu	-16(%r10), %xmm1
	vpand	%xmm0, %xmm3, %xmm10
	vpsrlw	$8, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm8
	vpsrlw	$8, %xmm1, %xmm1
	vpackuswb	%xmm8, %xmm10, %xmm10
	vpackuswb	%xmm1, %xmm0, %xmm0
	vmovdqu	-32(%r11), %xmm8
	vmovdqu	-16(%r11), %xmm1
	vpand	%xmm8, %xmm3, %xmm9
	vpsrlw	$8, %xmm8, %xmm8
	vpand	%xmm1, %xmm3, %xmm11
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
	vpaddw	%xmm6, %xmm1, %xmm1
	vpaddw	%xmm10, %xmm0, %xmm0
	vpsrldq	$8, %xmm9, %xmm9
	vpaddw	%xmm11, %xmm1, %xmm1
	vpaddw	%xmm6, %xmm0, %xmm0
	vpmovzxbw	%xmm8, %xmm11
	vpmovzxbw	%xmm9, %xmm9
	vpsrldq	$8, %xmm8, %xmm8
	vpaddw	%xmm9, %xmm0, %xmm0
	vpmovzxbw	%xmm8, %xmm8
	vpaddw	%xmm11, %xmm1, %xmm1
	vpaddw	%xmm8, %xmm0, %xmm0
	vpsrlw	$2, %xmm1, %xmm1
	vpsrlw	$2, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vpackuswb	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, -16(%r14)
	cmpl	%r15d, %ebp
	jne	.L81
