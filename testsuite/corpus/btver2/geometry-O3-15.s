	vmovdqu	8(%rcx), %xmm6
	movl	%edi, %ebp
	vmovdqu	(%rsi), %xmm11
	movq	%rcx, %r9
	vmovdqu	16(%rsi), %xmm10
	movq	%rsi, %r8
	vmovdqu	16(%rcx), %xmm4
	addl	$2, %edi
	vmovdqu	24(%rcx), %xmm9
	prefetcht0	240(%rcx)
	prefetcht0	232(%rcx)
	prefetcht0	240(%rsi)
	prefetcht0	232(%rsi)
	prefetcht0	248(%rcx)
	addq	$64, %rsi
	addq	$64, %rcx
	vpsubq	%xmm11, %xmm10, %xmm13
	vpsubq	%xmm6, %xmm4, %xmm4
	vpsrlq	$32, %xmm13, %xmm12
	vpsrlq	$32, %xmm4, %xmm0
	vpsubq	%xmm6, %xmm9, %xmm14
	vpmuludq	%xmm13, %xmm4, %xmm1
	vpsubq	%xmm8, %xmm6, %xmm6
	vpmuludq	%xmm4, %xmm12, %xmm4
	vpmuludq	%xmm13, %xmm0, %xmm0
	vpsrlq	$32, %xmm14, %xmm13
	vpaddq	%xmm4, %xmm0, %xmm0
	vmovdqu	-56(%rsi), %xmm4
	vpsllq	$32, %xmm0, %xmm0
	vpaddq	%xmm0, %xmm1, %xmm1
	vpsubq	%xmm11, %xmm4, %xmm4
	vpsubq	%xmm7, %xmm11, %xmm11
	vpmuludq	%xmm14, %xmm4, %xmm12
	vpsrlq	$32, %xmm4, %xmm0
	vpmuludq	%xmm14, %xmm0, %xmm0
	vpmuludq	%xmm4, %xmm13, %xmm4
	vpsrlq	$32, %xmm11, %xmm13
	vpaddq	%xmm4, %xmm0, %xmm0
	vpsllq	$32, %xmm0, %xmm0
	vpaddq	%xmm0, %xmm12, %xmm0
	vmovdqu	-64(%rcx), %xmm12
	vpsubq	%xmm0, %xmm1, %xmm1
	vpcmpgtq	%xmm5, %xmm1, %xmm1
	vpand	%xmm3, %xmm1, %xmm1
	vpsubq	%xmm8, %xmm12, %xmm12
	vpmuludq	%xmm11, %xmm12, %xmm0
	vpsrlq	$32, %xmm12, %xmm4
	vpmuludq	%xmm11, %xmm4, %xmm4
	vpmuludq	%xmm12, %xmm13, %xmm11
	vpaddq	%xmm11, %xmm4, %xmm4
	vpsrlq	$32, %xmm6, %xmm11
	vpsllq	$32, %xmm4, %xmm4
	vpaddq	%xmm4, %xmm0, %xmm0
	vmovdqu	-72(%rsi), %xmm4
	vpsubq	%xmm7, %xmm4, %xmm7
	vpmuludq	%xmm6, %xmm7, %xmm8
	vpsrlq	$32, %xmm7, %xmm4
	vpmuludq	%xmm6, %xmm4, %xmm4
	vpmuludq	%xmm7, %xmm11, %xmm6
	vmovdqu	-32(%rsi), %xmm11
	vmovdqu	-16(%rsi), %xmm7
	vpaddq	%xmm6, %xmm4, %xmm4
	vmovdqu	-24(%rcx), %xmm6
	vpsllq	$32, %xmm4, %xmm4
	vpaddq	%xmm4, %xmm8, %xmm4
	vmovdqu	-8(%rcx), %xmm8
	vpsubq	%xmm4, %xmm0, %xmm0
	vmovdqu	-16(%rcx), %xmm4
	vpcmpgtq	%xmm5, %xmm0, %xmm0
	vpand	%xmm3, %xmm0, %xmm0
	vpsubq	%xmm11, %xmm7, %xmm13
	vshufps	$136, %xmm1, %xmm0, %xmm0
	vpsrlq	$32, %xmm13, %xmm12
	vpaddd	%xmm2, %xmm0, %xmm0
	vpsubq	%xmm6, %xmm8, %xmm14
	vpsubq	%xmm6, %xmm4, %xmm4
	vpsubq	%xmm9, %xmm6, %xmm6
	vpmuludq	%xmm13, %xmm4, %xmm1
	vpsrlq	$32, %xmm4, %xmm2
	vpmuludq	%xmm13, %xmm2, %xmm2
	vpsrlq	$32, %xmm14, %xmm13
	vpmuludq	%xmm4, %xmm12, %xmm4
	vpaddq	%xmm4, %xmm2, %xmm2
	vmovdqu	-24(%rsi), %xmm4
	vpsllq	$32, %xmm2, %xmm2
	vpaddq	%xmm2, %xmm1, %xmm1
	vpsubq	%xmm11, %xmm4, %xmm4
	vpsubq	%xmm10, %xmm11, %xmm11
	vpmuludq	%xmm14, %xmm4, %xmm12
	vpsrlq	$32, %xmm4, %xmm2
	vpmuludq	%xmm14, %xmm2, %xmm2
	vpmuludq	%xmm4, %xmm13, %xmm4
	vpsrlq	$32, %xmm11, %xmm13
	vpaddq	%xmm4, %xmm2, %xmm2
	vpsllq	$32, %xmm2, %xmm2
	vpaddq	%xmm2, %xmm12, %xmm2
	vmovdqu	-32(%rcx), %xmm12
	vpsubq	%xmm2, %xmm1, %xmm1
	vpcmpgtq	%xmm5, %xmm1, %xmm1
	vpand	%xmm3, %xmm1, %xmm1
	vpsubq	%xmm9, %xmm12, %xmm12
	vpmuludq	%xmm11, %xmm12, %xmm2
	vpsrlq	$32, %xmm12, %xmm4
	vpmuludq	%xmm11, %xmm4, %xmm4
	vpmuludq	%xmm12, %xmm13, %xmm11
	vpaddq	%xmm11, %xmm4, %xmm4
	vpsrlq	$32, %xmm6, %xmm11
	vpsllq	$32, %xmm4, %xmm4
	vpaddq	%xmm4, %xmm2, %xmm2
	vmovdqu	-40(%rsi), %xmm4
	cmpl	%eax, %ebp
	vpsubq	%xmm10, %xmm4, %xmm10
	vpmuludq	%xmm6, %xmm10, %xmm9
	vpsrlq	$32, %xmm10, %xmm4
	vpmuludq	%xmm6, %xmm4, %xmm4
	vpmuludq	%xmm10, %xmm11, %xmm6
	vpaddq	%xmm6, %xmm4, %xmm4
	vpsllq	$32, %xmm4, %xmm4
	vpaddq	%xmm4, %xmm9, %xmm4
	vpsubq	%xmm4, %xmm2, %xmm2
	vpcmpgtq	%xmm5, %xmm2, %xmm2
	vpand	%xmm3, %xmm2, %xmm2
	vshufps	$136, %xmm1, %xmm2, %xmm2
	vpaddd	%xmm0, %xmm2, %xmm2
	jne	.L149
