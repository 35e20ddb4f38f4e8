	vmovdqu	(%rdx,%rax,2), %xmm0
	incl	%ecx
	vmovdqu	16(%rdx,%rax,2), %xmm6
	vpsrlq	$33, %xmm0, %xmm1
	vpxor	%xmm0, %xmm1, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm5
	vpsrlq	$32, %xmm1, %xmm0
	vpmuludq	%xmm2, %xmm0, %xmm0
	vpmuludq	%xmm1, %xmm3, %xmm1
	vpaddq	%xmm1, %xmm0, %xmm0
	vpsrlq	$33, %xmm6, %xmm1
	vpxor	%xmm6, %xmm1, %xmm1
	vpsllq	$32, %xmm0, %xmm0
	vpmuludq	%xmm2, %xmm1, %xmm6
	vpaddq	%xmm0, %xmm5, %xmm5
	vpsrlq	$32, %xmm1, %xmm0
	vpmuludq	%xmm2, %xmm0, %xmm0
	vpmuludq	%xmm1, %xmm3, %xmm1
	vpaddq	%xmm1, %xmm0, %xmm0
	vpsllq	$32, %xmm0, %xmm0
	vpaddq	%xmm0, %xmm6, %xmm1
	vpsrlq	$33, %xmm5, %xmm0
	vpsrlq	$33, %xmm1, %xmm6
	vshufps	$136, %xmm1, %xmm5, %xmm5
	vshufps	$136, %xmm6, %xmm0, %xmm0
	vpxor	%xmm5, %xmm0, %xmm0
	vpand	%xmm4, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r11d, %ecx
	jb	.L39
