	vmovdqu	(%rax), %xmm6
	prefetcht0	272(%rax)
	vmovdqu	16(%rax), %xmm1
	prefetcht0	320(%rax)
	vmovdqu	32(%rax), %xmm2
	movl	%r10d, %r11d
	addq	$96, %rax
	addl	$2, %r10d
	prefetchw	176(%rdx)
	addq	$64, %rdx
	vpshufb	%xmm3, %xmm6, %xmm6
	vpshufb	%xmm3, %xmm1, %xmm1
	vpshufb	%xmm3, %xmm2, %xmm2
	vpalignr	$11, %xmm6, %xmm1, %xmm0
	vpalignr	$11, %xmm2, %xmm6, %xmm6
	vpalignr	$11, %xmm1, %xmm2, %xmm1
	vpalignr	$11, %xmm1, %xmm0, %xmm2
	vpalignr	$11, %xmm0, %xmm6, %xmm0
	vpalignr	$10, %xmm0, %xmm0, %xmm0
	vpalignr	$5, %xmm2, %xmm2, %xmm2
	vpsrlw	$3, %xmm0, %xmm0
	vpsrlw	$2, %xmm2, %xmm2
	vpand	%xmm0, %xmm4, %xmm0
	vpand	%xmm2, %xmm5, %xmm2
	vpalignr	$11, %xmm6, %xmm1, %xmm1
	vpmovzxbw	%xmm2, %xmm7
	vpmovzxbw	%xmm0, %xmm6
	vpsrlw	$3, %xmm1, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpsrldq	$8, %xmm2, %xmm2
	vpand	%xmm1, %xmm4, %xmm1
	vpsllw	$5, %xmm7, %xmm7
	vpsllw	$11, %xmm6, %xmm6
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxbw	%xmm2, %xmm2
	vpor	%xmm7, %xmm6, %xmm6
	vpsllw	$5, %xmm2, %xmm2
	vpmovzxbw	%xmm1, %xmm7
	vpsllw	$11, %xmm0, %xmm0
	vpsrldq	$8, %xmm1, %xmm1
	vpor	%xmm7, %xmm6, %xmm6
	vpor	%xmm2, %xmm0, %xmm0
	vpmovzxbw	%xmm1, %xmm1
	vmovdqu	%xmm6, -64(%rdx)
	vpor	%xmm1, %xmm0, %xmm0
	vmovdqu	-48(%rax), %xmm6
	vmovdqu	-32(%rax), %xmm1
	vmovdqu	%xmm0, -48(%rdx)
	vmovdqu	-16(%rax), %xmm2
	vpshufb	%xmm3, %xmm6, %xmm6
	vpshufb	%xmm3, %xmm1, %xmm1
	vpshufb	%xmm3, %xmm2, %xmm2
	vpalignr	$11, %xmm6, %xmm1, %xmm0
	vpalignr	$11, %xmm2, %xmm6, %xmm6
	vpalignr	$11, %xmm1, %xmm2, %xmm1
	vpalignr	$11, %xmm1, %xmm0, %xmm2
	vpalignr	$11, %xmm0, %xmm6, %xmm0
	vpalignr	$10, %xmm0, %xmm0, %xmm0
	vpalignr	$5, %xmm2, %xmm2, %xmm2
	vpsrlw	$3, %xmm0, %xmm0
	vpsrlw	$2, %xmm2, %xmm2
	vpand	%xmm0, %xmm4, %xmm0
	vpand	%xmm2, %xmm5, %xmm2
	vpalignr	$11, %xmm6, %xmm1, %xmm1
	vpmovzxbw	%xmm2, %xmm7
	vpmovzxbw	%xmm0, %xmm6
	vpsrlw	$3, %xmm1, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpsrldq	$8, %xmm2, %xmm2
	vpand	%xmm1, %xmm4, %xmm1
	vpsllw	$5, %xmm7, %xmm7
	vpsllw	$11, %xmm6, %xmm6
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxbw	%xmm2, %xmm2
	vpor	%xmm7, %xmm6, %xmm6
	vpsllw	$11, %xmm0, %xmm0
	vpmovzxbw	%xmm1, %xmm7
	vpsllw	$5, %xmm2, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpor	%xmm2, %xmm0, %xmm0
	vpmovzxbw	%xmm1, %xmm1
	vpor	%xmm7, %xmm6, %xmm6
	vpor	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm6, -32(%rdx)
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%r8d, %r11d
	jne	.L106
