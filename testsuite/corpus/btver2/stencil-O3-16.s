	vmovdqu	1(%rdx), %xmm5
	prefetcht0	144(%rdx)
	vmovdqu	(%rdx), %xmm0
	prefetcht0	145(%rdx)
	vmovdqu	2(%rdx), %xmm7
	prefetcht0	146(%rdx)
	movl	%eax, %ebp
	movq	%rdx, %r11
	addl	$4, %eax
	addq	$64, %rdx
	prefetchw	144(%r8)
	addq	$64, %r8
	vpmovzxbw	%xmm5, %xmm8
	vpsrldq	$8, %xmm5, %xmm5
	vpmullw	%xmm4, %xmm8, %xmm8
	vpmovzxbw	%xmm5, %xmm5
	vpmullw	%xmm1, %xmm5, %xmm5
	vpmovzxbw	%xmm0, %xmm6
	vpsrldq	$8, %xmm0, %xmm0
	vpaddw	%xmm8, %xmm6, %xmm6
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxbw	%xmm7, %xmm8
	vpsrldq	$8, %xmm7, %xmm7
	vpaddw	%xmm5, %xmm0, %xmm0
	vpmovzxbw	%xmm7, %xmm7
	vpaddw	%xmm8, %xmm6, %xmm6
	vpaddw	%xmm7, %xmm0, %xmm0
	vpsrlw	$2, %xmm6, %xmm6
	vpsrlw	$2, %xmm0, %xmm0
	vpand	%xmm6, %xmm2, %xmm6
	vpand	%xmm0, %xmm2, %xmm0
	vmovdqu	-48(%rdx), %xmm7
	vpackuswb	%xmm0, %xmm6, %xmm6
	vmovdqu	-47(%rdx), %xmm0
	vmovdqu	%xmm6, -64(%r8)
	vmovdqu	-46(%rdx), %xmm6
	vpmovzxbw	%xmm7, %xmm8
	vpsrldq	$8, %xmm7, %xmm7
	vpmovzxbw	%xmm0, %xmm5
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm4, %xmm5, %xmm5
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm1, %xmm0, %xmm0
	vpmovzxbw	%xmm7, %xmm7
	vpaddw	%xmm8, %xmm5, %xmm5
	vpmovzxbw	%xmm6, %xmm8
	vpsrldq	$8, %xmm6, %xmm6
	vpaddw	%xmm7, %xmm0, %xmm0
	vpmovzxbw	%xmm6, %xmm6
	vpaddw	%xmm8, %xmm5, %xmm5
	vpaddw	%xmm6, %xmm0, %xmm0
	vpsrlw	$2, %xmm5, %xmm5
	vpsrlw	$2, %xmm0, %xmm0
	vpand	%xmm5, %xmm2, %xmm5
	vpand	%xmm0, %xmm2, %xmm0
	vmovdqu	-32(%rdx), %xmm7
	vpackuswb	%xmm0, %xmm5, %xmm5
	vmovdqu	-31(%rdx), %xmm0
	vmovdqu	-30(%rdx), %xmm6
	vmovdqu	%xmm5, -48(%r8)
	vpmovzxbw	%xmm7, %xmm8
	vpsrldq	$8, %xmm7, %xmm7
	vpmovzxbw	%xmm0, %xmm5
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm4, %xmm5, %xmm5
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm1, %xmm0, %xmm0
	vpmovzxbw	%xmm7, %xmm7
	vpaddw	%xmm8, %xmm5, %xmm5
	vpmovzxbw	%xmm6, %xmm8
	vpsrldq	$8, %xmm6, %xmm6
	vpaddw	%xmm7, %xmm0, %xmm0
	vpmovzxbw	%xmm6, %xmm6
	vpaddw	%xmm8, %xmm5, %xmm5
	vpaddw	%xmm6, %xmm0, %xmm0
	vpsrlw	$2, %xmm5, %xmm5
	vpsrlw	$2, %xmm0, %xmm0
	vpand	%xmm5, %xmm2, %xmm5
	vpand	%xmm0, %xmm2, %xmm0
	vmovdqu	-16(%rdx), %xmm7
	vpackuswb	%xmm0, %xmm5, %xmm5
	vmovdqu	-15(%rdx), %xmm0
	vmovdqu	-14(%rdx), %xmm6
	vmovdqu	%xmm5, -32(%r8)
	vpmovzxbw	%xmm7, %xmm8
	vpsrldq	$8, %xmm7, %xmm7
	vpmovzxbw	%xmm0, %xmm5
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm4, %xmm5, %xmm5
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm1, %xmm0, %xmm0
	vpmovzxbw	%xmm7, %xmm7
	vpaddw	%xmm8, %xmm5, %xmm5
	vpmovzxbw	%xmm6, %xmm8
	vpsrldq	$8, %xmm6, %xmm6
	vpaddw	%xmm7, %xmm0, %xmm0
	vpmovzxbw	%xmm6, %xmm6
	vpaddw	%xmm8, %xmm5, %xmm5
	vpaddw	%xmm6, %xmm0, %xmm0
	vpsrlw	$2, %xmm5, %xmm5
	vpsrlw	$2, %xmm0, %xmm0
	vpand	%xmm5, %xmm2, %xmm5
	vpand	%xmm0, %xmm2, %xmm0
	vpackuswb	%xmm0, %xmm5, %xmm5
	vmovdqu	%xmm5, -16(%r8)
	cmpl	%ecx, %ebp
	jne	.L163
