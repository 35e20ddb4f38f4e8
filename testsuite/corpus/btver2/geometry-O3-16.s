	vmovdqu	16(%rbp), %xmm11
	movl	%edi, %eax
	vmovdqu	16(%r12), %xmm10
	addl	$3, %eax
	vmovdqu	16(%rcx), %xmm6
	addl	$2, %edi
	vmovdqu	16(%rsi), %xmm9
	prefetcht0	176(%rcx)
	vmovdqu	0(%rbp), %xmm7
	addq	$64, %rcx
	vmovdqu	(%r12), %xmm8
	prefetcht0	176(%rbp)
	prefetcht0	176(%rsi)
	addq	$64, %rbp
	addq	$64, %rsi
	prefetcht0	176(%r12)
	vpsubq	%xmm11, %xmm6, %xmm6
	addq	$64, %r12
	vpsubq	%xmm10, %xmm9, %xmm9
	vpsrlq	$32, %xmm6, %xmm0
	vpmuludq	%xmm9, %xmm6, %xmm1
	vpsrlq	$32, %xmm9, %xmm12
	vpmuludq	%xmm9, %xmm0, %xmm0
	vmovdqu	16(%r8), %xmm9
	prefetcht0	176(%r8)
	prefetcht0	176(%r9)
	vpmuludq	%xmm6, %xmm12, %xmm6
	addq	$64, %r8
	addq	$64, %r9
	vpaddq	%xmm6, %xmm0, %xmm0
	vmovdqu	-48(%r9), %xmm6
	vpsllq	$32, %xmm0, %xmm0
	vpsubq	%xmm10, %xmm9, %xmm9
	vpaddq	%xmm0, %xmm1, %xmm1
	vpsrlq	$32, %xmm9, %xmm5
	vpsubq	%xmm11, %xmm6, %xmm6
	vpmuludq	%xmm9, %xmm6, %xmm10
	vpsrlq	$32, %xmm6, %xmm0
	vpmuludq	%xmm6, %xmm5, %xmm5
	vmovdqu	-64(%rcx), %xmm6
	vpmuludq	%xmm9, %xmm0, %xmm0
	vmovdqu	-64(%rsi), %xmm9
	vpaddq	%xmm5, %xmm0, %xmm0
	vpsllq	$32, %xmm0, %xmm0
	vpsubq	%xmm7, %xmm6, %xmm6
	vpaddq	%xmm0, %xmm10, %xmm0
	vpsubq	%xmm0, %xmm1, %xmm5
	vpsrlq	$32, %xmm6, %xmm1
	vpsubq	%xmm8, %xmm9, %xmm9
	vpmuludq	%xmm9, %xmm6, %xmm0
	vpsrlq	$32, %xmm9, %xmm10
	vpmuludq	%xmm6, %xmm10, %xmm6
	vmovdqu	-16(%r12), %xmm10
	vpmuludq	%xmm9, %xmm1, %xmm1
	vpaddq	%xmm6, %xmm1, %xmm1
	vmovdqu	-64(%r9), %xmm6
	vpsllq	$32, %xmm1, %xmm1
	vpaddq	%xmm1, %xmm0, %xmm0
	vpsubq	%xmm7, %xmm6, %xmm6
	vmovdqu	-64(%r8), %xmm7
	vpsrlq	$32, %xmm6, %xmm1
	vpsubq	%xmm8, %xmm7, %xmm7
	vpmuludq	%xmm7, %xmm6, %xmm8
	vpsrlq	$32, %xmm7, %xmm9
	vpmuludq	%xmm6, %xmm9, %xmm6
	vmovdqu	-16(%rbp), %xmm9
	vpmuludq	%xmm7, %xmm1, %xmm1
	vmovdqu	-32(%r12), %xmm7
	vpaddq	%xmm6, %xmm1, %xmm1
	vmovdqu	-16(%rsi), %xmm6
	vpsllq	$32, %xmm1, %xmm1
	vpaddq	%xmm1, %xmm8, %xmm1
	vmovdqu	-32(%rbp), %xmm8
	vpsubq	%xmm1, %xmm0, %xmm0
	vpcmpgtq	%xmm4, %xmm0, %xmm0
	vpcmpgtq	%xmm4, %xmm5, %xmm1
	vpand	%xmm3, %xmm1, %xmm1
	vpand	%xmm3, %xmm0, %xmm0
	vshufps	$136, %xmm1, %xmm0, %xmm0
	vpsubq	%xmm10, %xmm6, %xmm6
	vpaddd	%xmm2, %xmm0, %xmm0
	vmovdqu	-16(%rcx), %xmm2
	vpsrlq	$32, %xmm6, %xmm11
	vpsubq	%xmm9, %xmm2, %xmm2
	vpmuludq	%xmm6, %xmm2, %xmm5
	vpsrlq	$32, %xmm2, %xmm1
	vpmuludq	%xmm6, %xmm1, %xmm1
	vmovdqu	-16(%r9), %xmm6
	vpmuludq	%xmm2, %xmm11, %xmm2
	vpaddq	%xmm2, %xmm1, %xmm1
	vmovdqu	-16(%r8), %xmm2
	vpsllq	$32, %xmm1, %xmm1
	vpsubq	%xmm9, %xmm6, %xmm6
	vpaddq	%xmm1, %xmm5, %xmm5
	vpsubq	%xmm10, %xmm2, %xmm2
	vpsrlq	$32, %xmm6, %xmm10
	vpmuludq	%xmm6, %xmm2, %xmm9
	vpsrlq	$32, %xmm2, %xmm1
	vpmuludq	%xmm6, %xmm1, %xmm1
	vmovdqu	-32(%rcx), %xmm6
	vpmuludq	%xmm2, %xmm10, %xmm2
	vpaddq	%xmm2, %xmm1, %xmm1
	vpsllq	$32, %xmm1, %xmm1
	vpaddq	%xmm1, %xmm9, %xmm2
	vmovdqu	-32(%rsi), %xmm9
	vpsubq	%xmm8, %xmm6, %xmm6
	vpsrlq	$32, %xmm6, %xmm1
	vpsubq	%xmm2, %xmm5, %xmm5
	vpsubq	%xmm7, %xmm9, %xmm9
	vpmuludq	%xmm9, %xmm6, %xmm2
	vpsrlq	$32, %xmm9, %xmm10
	vpmuludq	%xmm9, %xmm1, %xmm1
	vpmuludq	%xmm6, %xmm10, %xmm6
	vpaddq	%xmm6, %xmm1, %xmm1
	vmovdqu	-32(%r8), %xmm6
	vpsllq	$32, %xmm1, %xmm1
	vpaddq	%xmm1, %xmm2, %xmm2
	vpsubq	%xmm7, %xmm6, %xmm6
	vmovdqu	-32(%r9), %xmm7
	vpsrlq	$32, %xmm6, %xmm1
	cmpl	%r14d, %eax
	vpsubq	%xmm8, %xmm7, %xmm7
	vpmuludq	%xmm7, %xmm6, %xmm8
	vpsrlq	$32, %xmm7, %xmm9
	vpmuludq	%xmm7, %xmm1, %xmm1
	vpmuludq	%xmm6, %xmm9, %xmm6
	vpaddq	%xmm6, %xmm1, %xmm1
	vpsllq	$32, %xmm1, %xmm1
	vpaddq	%xmm1, %xmm8, %xmm1
	vpsubq	%xmm1, %xmm2, %xmm2
	vpcmpgtq	%xmm4, %xmm5, %xmm1
	vpcmpgtq	%xmm4, %xmm2, %xmm2
	vpand	%xmm3, %xmm1, %xmm1
	vpand	%xmm3, %xmm2, %xmm2
	vshufps	$136, %xmm1, %xmm2, %xmm2
	vpaddd	%xmm0, %xmm2, %xmm2
	jb	.L152
