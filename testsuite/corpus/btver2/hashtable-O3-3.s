	vmovdqu	(%rdx), %xmm1
	prefetcht0	336(%rdx)
	vmovdqu	16(%rdx), %xmm6
	prefetcht0	400(%rdx)
	movl	%eax, %ebx
	subq	$-128, %rdx
	addl	$4, %eax
	prefetchw	160(%rsi)
	addq	$64, %rsi
	vpsrlq	$33, %xmm1, %xmm3
	vpxor	%xmm1, %xmm3, %xmm3
	vpmuludq	%xmm2, %xmm3, %xmm5
	vpsrlq	$32, %xmm3, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm1
	vpmuludq	%xmm3, %xmm0, %xmm3
	vpaddq	%xmm3, %xmm1, %xmm1
	vpsrlq	$33, %xmm6, %xmm3
	vpxor	%xmm6, %xmm3, %xmm3
	vpsllq	$32, %xmm1, %xmm1
	vpmuludq	%xmm2, %xmm3, %xmm6
	vpaddq	%xmm1, %xmm5, %xmm5
	vpsrlq	$32, %xmm3, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm1
	vpmuludq	%xmm3, %xmm0, %xmm3
	vpaddq	%xmm3, %xmm1, %xmm1
	vpsllq	$32, %xmm1, %xmm1
	vpaddq	%xmm1, %xmm6, %xmm3
	vpsrlq	$33, %xmm5, %xmm1
	vpsrlq	$33, %xmm3, %xmm6
	vshufps	$136, %xmm3, %xmm5, %xmm5
	vshufps	$136, %xmm6, %xmm1, %xmm1
	vmovdqu	-80(%rdx), %xmm6
	vpxor	%xmm5, %xmm1, %xmm1
	vpand	%xmm4, %xmm1, %xmm1
	vmovdqu	%xmm1, -64(%rsi)
	vmovdqu	-96(%rdx), %xmm1
	vpsrlq	$33, %xmm1, %xmm3
	vpxor	%xmm1, %xmm3, %xmm3
	vpmuludq	%xmm2, %xmm3, %xmm5
	vpsrlq	$32, %xmm3, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm1
	vpmuludq	%xmm3, %xmm0, %xmm3
	vpaddq	%xmm3, %xmm1, %xmm1
	vpsrlq	$33, %xmm6, %xmm3
	vpxor	%xmm6, %xmm3, %xmm3
	vpsllq	$32, %xmm1, %xmm1
	vpmuludq	%xmm2, %xmm3, %xmm6
	vpaddq	%xmm1, %xmm5, %xmm5
	vpsrlq	$32, %xmm3, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm1
	vpmuludq	%xmm3, %xmm0, %xmm3
	vpaddq	%xmm3, %xmm1, %xmm1
	vpsllq	$32, %xmm1, %xmm1
	vpaddq	%xmm1, %xmm6, %xmm3
	vpsrlq	$33, %xmm5, %xmm1
	vpsrlq	$33, %xmm3, %xmm6
	vshufps	$136, %xmm3, %xmm5, %xmm5
	vshufps	$136, %xmm6, %xmm1, %xmm1
	vmovdqu	-48(%rdx), %xmm6
	vpxor	%xmm5, %xmm1, %xmm1
	vpand	%xmm4, %xmm1, %xmm1
	vmovdqu	%xmm1, -48(%rsi)
	vmovdqu	-64(%rdx), %xmm1
	vpsrlq	$33, %xmm1, %xmm3
	vpxor	%xmm1, %xmm3, %xmm3
	vpmuludq	%xmm2, %xmm3, %xmm5
	vpsrlq	$32, %xmm3, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm1
	vpmuludq	%xmm3, %xmm0, %xmm3
	vpaddq	%xmm3, %xmm1, %xmm1
	vpsrlq	$33, %xmm6, %xmm3
	vpxor	%xmm6, %xmm3, %xmm3
	vpsllq	$32, %xmm1, %xmm1
	vpmuludq	%xmm2, %xmm3, %xmm6
	vpaddq	%xmm1, %xmm5, %xmm5
	vpsrlq	$32, %xmm3, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm1
	vpmuludq	%xmm3, %xmm0, %xmm3
	vpaddq	%xmm3, %xmm1, %xmm1
	vpsllq	$32, %xmm1, %xmm1
	vpaddq	%xmm1, %xmm6, %xmm3
	vpsrlq	$33, %xmm5, %xmm1
	vpsrlq	$33, %xmm3, %xmm6
	vshufps	$136, %xmm3, %xmm5, %xmm5
	vshufps	$136, %xmm6, %xmm1, %xmm1
	vmovdqu	-16(%rdx), %xmm6
	vpxor	%xmm5, %xmm1, %xmm1
	vpand	%xmm4, %xmm1, %xmm1
	vmovdqu	%xmm1, -32(%rsi)
	vmovdqu	-32(%rdx), %xmm1
	vpsrlq	$33, %xmm1, %xmm3
	vpxor	%xmm1, %xmm3, %xmm3
	vpmuludq	%xmm2, %xmm3, %xmm5
	vpsrlq	$32, %xmm3, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm1
	vpmuludq	%xmm3, %xmm0, %xmm3
	vpaddq	%xmm3, %xmm1, %xmm1
	vpsrlq	$33, %xmm6, %xmm3
	vpxor	%xmm6, %xmm3, %xmm3
	vpsllq	$32, %xmm1, %xmm1
	vpmuludq	%xmm2, %xmm3, %xmm6
	vpaddq	%xmm1, %xmm5, %xmm5
	vpsrlq	$32, %xmm3, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm1
	vpmuludq	%xmm3, %xmm0, %xmm3
	vpaddq	%xmm3, %xmm1, %xmm1
	vpsllq	$32, %xmm1, %xmm1
	vpaddq	%xmm1, %xmm6, %xmm3
	vpsrlq	$33, %xmm5, %xmm1
	vpsrlq	$33, %xmm3, %xmm6
	vshufps	$136, %xmm3, %xmm5, %xmm5
	vshufps	$136, %xmm6, %xmm1, %xmm1
	vpxor	%xmm5, %xmm1, %xmm1
	vpand	%xmm4, %xmm1, %xmm1
	vmovdqu	%xmm1, -16(%rsi)
	cmpl	%ecx, %ebx
	jne	.L38
