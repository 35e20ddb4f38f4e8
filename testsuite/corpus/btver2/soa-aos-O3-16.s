	vmovdqu	(%rax), %xmm13
	prefetcht0	320(%rax)
	vmovdqu	16(%rax), %xmm6
	prefetcht0	368(%rax)
	vmovdqu	32(%rax), %xmm14
	prefetcht0	416(%rax)
	prefetcht0	464(%rax)
	movl	%r10d, %r11d
	addq	$192, %rax
	addl	$4, %r10d
	prefetchw	96(%rdx)
	addq	$64, %rdx
	vpshufb	%xmm1, %xmm13, %xmm13
	vpshufb	%xmm1, %xmm6, %xmm6
	vpshufb	%xmm1, %xmm14, %xmm14
	vpalignr	$11, %xmm13, %xmm6, %xmm0
	vpalignr	$11, %xmm14, %xmm13, %xmm13
	vpalignr	$11, %xmm6, %xmm14, %xmm6
	vpalignr	$11, %xmm6, %xmm0, %xmm14
	vpalignr	$11, %xmm0, %xmm13, %xmm0
	vpalignr	$5, %xmm14, %xmm14, %xmm14
	vpalignr	$10, %xmm0, %xmm0, %xmm0
	vpalignr	$11, %xmm13, %xmm6, %xmm6
	vpmovzxbw	%xmm14, %xmm15
	vpmovzxbw	%xmm0, %xmm13
	vpsrldq	$8, %xmm14, %xmm14
	vpmullw	%xmm11, %xmm15, %xmm15
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm12, %xmm13, %xmm13
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm9, %xmm0, %xmm0
	vpmovzxbw	%xmm14, %xmm14
	vpmullw	%xmm8, %xmm14, %xmm14
	vpaddw	%xmm15, %xmm13, %xmm13
	vpmovzxbw	%xmm6, %xmm15
	vpsrldq	$8, %xmm6, %xmm6
	vpmovzxbw	%xmm6, %xmm6
	vpaddw	%xmm14, %xmm0, %xmm0
	vpmullw	%xmm10, %xmm15, %xmm15
	vmovdqu	-112(%rax), %xmm14
	vpmullw	%xmm7, %xmm6, %xmm6
	vpaddw	%xmm15, %xmm13, %xmm13
	vpsrlw	$8, %xmm13, %xmm13
	vpaddw	%xmm6, %xmm0, %xmm0
	vpand	%xmm13, %xmm2, %xmm13
	vpsrlw	$8, %xmm0, %xmm0
	vmovdqu	-128(%rax), %xmm6
	vpand	%xmm0, %xmm2, %xmm0
	vpackuswb	%xmm0, %xmm13, %xmm13
	vmovdqu	%xmm13, -64(%rdx)
	vmovdqu	-144(%rax), %xmm13
	vpshufb	%xmm1, %xmm14, %xmm14
	vpshufb	%xmm1, %xmm6, %xmm6
	vpshufb	%xmm1, %xmm13, %xmm13
	vpalignr	$11, %xmm13, %xmm6, %xmm0
	vpalignr	$11, %xmm14, %xmm13, %xmm13
	vpalignr	$11, %xmm6, %xmm14, %xmm6
	vpalignr	$11, %xmm6, %xmm0, %xmm14
	vpalignr	$11, %xmm0, %xmm13, %xmm0
	vpalignr	$5, %xmm14, %xmm14, %xmm14
	vpalignr	$10, %xmm0, %xmm0, %xmm0
	vpalignr	$11, %xmm13, %xmm6, %xmm6
	vpmovzxbw	%xmm14, %xmm15
	vpmovzxbw	%xmm0, %xmm13
	vpsrldq	$8, %xmm14, %xmm14
	vpmullw	%xmm11, %xmm15, %xmm15
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm12, %xmm13, %xmm13
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm9, %xmm0, %xmm0
	vpmovzxbw	%xmm14, %xmm14
	vpmullw	%xmm8, %xmm14, %xmm14
	vpaddw	%xmm15, %xmm13, %xmm13
	vpmovzxbw	%xmm6, %xmm15
	vpsrldq	$8, %xmm6, %xmm6
	vpmovzxbw	%xmm6, %xmm6
	vpaddw	%xmm14, %xmm0, %xmm0
	vpmullw	%xmm10, %xmm15, %xmm15
	vmovdqu	-64(%rax), %xmm14
	vpmullw	%xmm7, %xmm6, %xmm6
	vpaddw	%xmm15, %xmm13, %xmm13
	vpsrlw	$8, %xmm13, %xmm13
	vpaddw	%xmm6, %xmm0, %xmm0
	vpand	%xmm13, %xmm2, %xmm13
	vpsrlw	$8, %xmm0, %xmm0
	vmovdqu	-80(%rax), %xmm6
	vpand	%xmm0, %xmm2, %xmm0
	vpackuswb	%xmm0, %xmm13, %xmm13
	vmovdqu	%xmm13, -48(%rdx)
	vmovdqu	-96(%rax), %xmm13
	vpshufb	%xmm1, %xmm14, %xmm14
	vpshufb	%xmm1, %xmm6, %xmm6
	vpshufb	%xmm1, %xmm13, %xmm13
	vpalignr	$11, %xmm13, %xmm6, %xmm0
	vpalignr	$11, %xmm14, %xmm13, %xmm13
	vpalignr	$11, %xmm6, %xmm14, %xmm6
	vpalignr	$11, %xmm6, %xmm0, %xmm14
	vpalignr	$11, %xmm0, %xmm13, %xmm0
	vpalignr	$5, %xmm14, %xmm14, %xmm14
	vpalignr	$10, %xmm0, %xmm0, %xmm0
	vpalignr	$11, %xmm13, %xmm6, %xmm6
	vpmovzxbw	%xmm14, %xmm15
	vpmovzxbw	%xmm0, %xmm13
	vpsrldq	$8, %xmm14, %xmm14
	vpmullw	%xmm11, %xmm15, %xmm15
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm12, %xmm13, %xmm13
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm9, %xmm0, %xmm0
	vpmovzxbw	%xmm14, %xmm14
	vpmullw	%xmm8, %xmm14, %xmm14
	vpaddw	%xmm15, %xmm13, %xmm13
	vpmovzxbw	%xmm6, %xmm15
	vpsrldq	$8, %xmm6, %xmm6
	vpmovzxbw	%xmm6, %xmm6
	vpaddw	%xmm14, %xmm0, %xmm0
	vpmullw	%xmm10, %xmm15, %xmm15
	vmovdqu	-16(%rax), %xmm14
	vpmullw	%xmm7, %xmm6, %xmm6
	vpaddw	%xmm15, %xmm13, %xmm13
	vpsrlw	$8, %xmm13, %xmm13
	vpaddw	%xmm6, %xmm0, %xmm0
	vpand	%xmm13, %xmm2, %xmm13
	vpsrlw	$8, %xmm0, %xmm0
	vmovdqu	-32(%rax), %xmm6
	vpand	%xmm0, %xmm2, %xmm0
	vpackuswb	%xmm0, %xmm13, %xmm13
	vmovdqu	%xmm13, -32(%rdx)
	vmovdqu	-48(%rax), %xmm13
	vpshufb	%xmm1, %xmm14, %xmm14
	vpshufb	%xmm1, %xmm6, %xmm6
	vpshufb	%xmm1, %xmm13, %xmm13
	vpalignr	$11, %xmm13, %xmm6, %xmm0
	vpalignr	$11, %xmm14, %xmm13, %xmm13
	vpalignr	$11, %xmm6, %xmm14, %xmm6
	vpalignr	$11, %xmm6, %xmm0, %xmm14
	vpalignr	$11, %xmm0, %xmm13, %xmm0
	vpalignr	$5, %xmm14, %xmm14, %xmm14
	vpalignr	$10, %xmm0, %xmm0, %xmm0
	vpalignr	$11, %xmm13, %xmm6, %xmm6
	vpmovzxbw	%xmm14, %xmm15
	vpmovzxbw	%xmm0, %xmm13
	vpsrldq	$8, %xmm14, %xmm14
	vpmullw	%xmm11, %xmm15, %xmm15
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm12, %xmm13, %xmm13
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm9, %xmm0, %xmm0
	vpmovzxbw	%xmm14, %xmm14
	vpmullw	%xmm8, %xmm14, %xmm14
	vpaddw	%xmm15, %xmm13, %xmm13
	vpmovzxbw	%xmm6, %xmm15
	vpsrldq	$8, %xmm6, %xmm6
	vpmovzxbw	%xmm6, %xmm6
	vpaddw	%xmm14, %xmm0, %xmm0
	vpmullw	%xmm10, %xmm15, %xmm15
	vpmullw	%xmm7, %xmm6, %xmm6
	vpaddw	%xmm15, %xmm13, %xmm13
	vpaddw	%xmm6, %xmm0, %xmm0
	vpsrlw	$8, %xmm13, %xmm13
	vpsrlw	$8, %xmm0, %xmm0
	vpand	%xmm13, %xmm2, %xmm13
	vpand	%xmm0, %xmm2, %xmm0
	vpackuswb	%xmm0, %xmm13, %xmm13
	vmovdqu	%xmm13, -16(%rdx)
	cmpl	%ecx, %r11d
	jne	.L117
