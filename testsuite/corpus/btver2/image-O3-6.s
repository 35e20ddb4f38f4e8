	vmovdqu	(%rax), %xmm2
	addq	$64, %rax
	vmovdqu	-48(%rax), %xmm1
	vmovdqu	-32(%rax), %xmm0
	vmovdqu	-16(%rax), %xmm3
	vpshufb	%xmm13, %xmm2, %xmm14
	vpshufb	%xmm12, %xmm1, %xmm4
	vpshufb	%xmm10, %xmm0, %xmm5
	vpor	%xmm4, %xmm14, %xmm14
	vpshufb	%xmm11, %xmm1, %xmm4
	vpshufb	%xmm8, %xmm3, %xmm15
	vpor	%xmm5, %xmm4, %xmm4
	vpshufb	%xmm9, %xmm0, %xmm5
	vpshufb	.LC14(%rip), %xmm2, %xmm2
	vpor	%xmm15, %xmm5, %xmm5
	vpshufb	.LC15(%rip), %xmm1, %xmm15
	vpshufb	.LC19(%rip), %xmm3, %xmm3
	vpor	%xmm15, %xmm2, %xmm2
	vpshufb	.LC16(%rip), %xmm1, %xmm1
	vpshufb	.LC17(%rip), %xmm0, %xmm15
	vpshufb	.LC18(%rip), %xmm0, %xmm0
	vpor	%xmm15, %xmm1, %xmm1
	vpor	%xmm3, %xmm0, %xmm0
	vpmovzxbw	%xmm14, %xmm15
	vpmovzxbw	%xmm2, %xmm3
	vpsrldq	$8, %xmm14, %xmm14
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxbw	%xmm14, %xmm14
	vpmullw	%xmm15, %xmm3, %xmm3
	vpmovzxbw	%xmm2, %xmm2
	vpmullw	%xmm14, %xmm2, %xmm2
	vpmovzxbw	%xmm4, %xmm14
	vpmulhuw	%xmm7, %xmm3, %xmm3
	vpsrldq	$8, %xmm4, %xmm4
	vpmulhuw	%xmm7, %xmm2, %xmm2
	vpmovzxbw	%xmm4, %xmm4
	vpsrlw	$7, %xmm3, %xmm3
	vpsrlw	$7, %xmm2, %xmm2
	vpand	%xmm3, %xmm6, %xmm3
	vpand	%xmm2, %xmm6, %xmm2
	vpackuswb	%xmm2, %xmm3, %xmm3
	vpmovzxbw	%xmm1, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpextrb	$0, %xmm3, -64(%rax)
	vpmovzxbw	%xmm1, %xmm1
	vpextrb	$1, %xmm3, -63(%rax)
	vpmullw	%xmm4, %xmm1, %xmm1
	vpmovzxbw	%xmm5, %xmm4
	vpmullw	%xmm14, %xmm2, %xmm2
	vpsrldq	$8, %xmm5, %xmm5
	vpmulhuw	%xmm7, %xmm1, %xmm1
	vpmovzxbw	%xmm5, %xmm5
	vpmulhuw	%xmm7, %xmm2, %xmm2
	vpextrb	$2, %xmm3, -62(%rax)
	vpsrlw	$7, %xmm1, %xmm1
	vpextrb	$3, %xmm3, -60(%rax)
	vpsrlw	$7, %xmm2, %xmm2
	vpand	%xmm1, %xmm6, %xmm1
	vpand	%xmm2, %xmm6, %xmm2
	vpextrb	$4, %xmm3, -59(%rax)
	vpackuswb	%xmm1, %xmm2, %xmm2
	vpmovzxbw	%xmm0, %xmm1
	vpmullw	%xmm4, %xmm1, %xmm1
	vpsrldq	$8, %xmm0, %xmm4
	vpmovzxbw	%xmm4, %xmm4
	vpextrb	$5, %xmm3, -58(%rax)
	vpmullw	%xmm5, %xmm4, %xmm4
	vpextrb	$6, %xmm3, -56(%rax)
	vpmulhuw	%xmm7, %xmm1, %xmm1
	vpextrb	$7, %xmm3, -55(%rax)
	vpmulhuw	%xmm7, %xmm4, %xmm4
	vpextrb	$8, %xmm3, -54(%rax)
	vpsrlw	$7, %xmm1, %xmm1
	vpextrb	$9, %xmm3, -52(%rax)
	vpsrlw	$7, %xmm4, %xmm4
	vpand	%xmm1, %xmm6, %xmm0
	vpand	%xmm4, %xmm6, %xmm1
	vpextrb	$10, %xmm3, -51(%rax)
	vpackuswb	%xmm1, %xmm0, %xmm0
	vpextrb	$11, %xmm3, -50(%rax)
	vpextrb	$12, %xmm3, -48(%rax)
	vpextrb	$13, %xmm3, -47(%rax)
	vpextrb	$14, %xmm3, -46(%rax)
	vpextrb	$15, %xmm3, -44(%rax)
	vpextrb	$0, %xmm2, -43(%rax)
	vpextrb	$1, %xmm2, -42(%rax)
	vpextrb	$2, %xmm2, -40(%rax)
	vpextrb	$3, %xmm2, -39(%rax)
	vpextrb	$4, %xmm2, -38(%rax)
	vpextrb	$5, %xmm2, -36(%rax)
	vpextrb	$6, %xmm2, -35(%rax)
	vpextrb	$7, %xmm2, -34(%rax)
	vpextrb	$8, %xmm2, -32(%rax)
	vpextrb	$9, %xmm2, -31(%rax)
	vpextrb	$10, %xmm2, -30(%rax)
	vpextrb	$11, %xmm2, -28(%rax)
	vpextrb	$12, %xmm2, -27(%rax)
	vpextrb	$13, %xmm2, -26(%rax)
	vpextrb	$14, %xmm2, -24(%rax)
	vpextrb	$15, %xmm2, -23(%rax)
	vpextrb	$0, %xmm0, -22(%rax)
	vpextrb	$1, %xmm0, -20(%rax)
	vpextrb	$2, %xmm0, -19(%rax)
	vpextrb	$3, %xmm0, -18(%rax)
	vpextrb	$4, %xmm0, -16(%rax)
	vpextrb	$5, %xmm0, -15(%rax)
	vpextrb	$6, %xmm0, -14(%rax)
	vpextrb	$7, %xmm0, -12(%rax)
	vpextrb	$8, %xmm0, -11(%rax)
	vpextrb	$9, %xmm0, -10(%rax)
	vpextrb	$10, %xmm0, -8(%rax)
	vpextrb	$11, %xmm0, -7(%rax)
	vpextrb	$12, %xmm0, -6(%rax)
	vpextrb	$13, %xmm0, -4(%rax)
	vpextrb	$14, %xmm0, -3(%rax)
	vpextrb	$15, %xmm0, -2(%rax)
	cmpq	%rax, %rdx
	jne	.L52
