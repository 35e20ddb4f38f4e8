	vmovdqu	16(%r12,%rax), %xmm10
	incl	%edi
	vmovdqu	16(%rbp,%rax), %xmm11
	vmovdqu	16(%rcx,%rax), %xmm6
	vmovdqu	16(%rsi,%rax), %xmm9
	vmovdqu	0(%rbp,%rax), %xmm7
	vmovdqu	(%r12,%rax), %xmm8
	vpsubq	%xmm11, %xmm6, %xmm6
	vpsubq	%xmm10, %xmm9, %xmm9
	vpsrlq	$32, %xmm6, %xmm0
	vpmuludq	%xmm9, %xmm6, %xmm1
	vpsrlq	$32, %xmm9, %xmm12
	vpmuludq	%xmm9, %xmm0, %xmm0
	vmovdqu	16(%r8,%rax), %xmm9
	vpmuludq	%xmm6, %xmm12, %xmm6
	vpaddq	%xmm6, %xmm0, %xmm0
	vmovdqu	16(%r9,%rax), %xmm6
	vpsllq	$32, %xmm0, %xmm0
	vpsubq	%xmm10, %xmm9, %xmm9
	vpaddq	%xmm0, %xmm1, %xmm1
	vpsrlq	$32, %xmm9, %xmm5
	vpsubq	%xmm11, %xmm6, %xmm6
	vpmuludq	%xmm9, %xmm6, %xmm10
	vpsrlq	$32, %xmm6, %xmm0
	vpmuludq	%xmm6, %xmm5, %xmm5
	vmovdqu	(%rcx,%rax), %xmm6
	vpmuludq	%xmm9, %xmm0, %xmm0
	vmovdqu	(%rsi,%rax), %xmm9
	vpaddq	%xmm5, %xmm0, %xmm0
	vpsllq	$32, %xmm0, %xmm0
	vpsubq	%xmm7, %xmm6, %xmm6
	vpaddq	%xmm0, %xmm10, %xmm0
	vpsubq	%xmm0, %xmm1, %xmm5
	vpsrlq	$32, %xmm6, %xmm1
	vpsubq	%xmm8, %xmm9, %xmm9
	vpmuludq	%xmm9, %xmm6, %xmm0
	vpsrlq	$32, %xmm9, %xmm10
	vpmuludq	%xmm9, %xmm1, %xmm1
	vpmuludq	%xmm6, %xmm10, %xmm6
	vpaddq	%xmm6, %xmm1, %xmm1
	vmovdqu	(%r9,%rax), %xmm6
	vpsllq	$32, %xmm1, %xmm1
	vpaddq	%xmm1, %xmm0, %xmm0
	vpsubq	%xmm7, %xmm6, %xmm6
	vmovdqu	(%r8,%rax), %xmm7
	vpsrlq	$32, %xmm6, %xmm1
	addq	$32, %rax
	cmpl	%r13d, %edi
	vpsubq	%xmm8, %xmm7, %xmm7
	vpmuludq	%xmm7, %xmm6, %xmm8
	vpsrlq	$32, %xmm7, %xmm9
	vpmuludq	%xmm7, %xmm1, %xmm1
	vpmuludq	%xmm6, %xmm9, %xmm6
	vpaddq	%xmm6, %xmm1, %xmm1
	vpsllq	$32, %xmm1, %xmm1
	vpaddq	%xmm1, %xmm8, %xmm1
	vpsubq	%xmm1, %xmm0, %xmm0
	vpcmpgtq	%xmm4, %xmm5, %xmm1
	vpcmpgtq	%xmm4, %xmm0, %xmm0
	vpand	%xmm3, %xmm1, %xmm1
	vpand	%xmm3, %xmm0, %xmm0
	vshufps	$136, %xmm1, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm2, %xmm2
	jb	.L153
