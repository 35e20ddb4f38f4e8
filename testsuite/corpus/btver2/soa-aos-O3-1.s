	vmovq	-296(%rax), %xmm8
	prefetcht0	(%rax)
	vmovq	-312(%rax), %xmm9
	prefetchw	-8(%rax)
	vmovq	-320(%rax), %xmm1
	addq	$48, %rax
	vmovq	-352(%rax), %xmm3
	vunpcklps	%xmm8, %xmm9, %xmm0
	vshufps	$78, %xmm0, %xmm0, %xmm0
	vmulps	%xmm5, %xmm0, %xmm0
	vunpcklps	%xmm3, %xmm1, %xmm2
	vpshufb	%xmm6, %xmm8, %xmm8
	vpshufb	%xmm7, %xmm3, %xmm3
	vpshufb	%xmm7, %xmm1, %xmm1
	vpor	%xmm8, %xmm3, %xmm3
	vaddps	%xmm2, %xmm0, %xmm0
	vmovq	-336(%rax), %xmm2
	vmovss	%xmm0, -368(%rax)
	vpshufb	%xmm7, %xmm0, %xmm0
	vmulps	%xmm5, %xmm2, %xmm2
	vaddps	%xmm3, %xmm2, %xmm2
	vpshufb	%xmm6, %xmm9, %xmm3
	vpor	%xmm3, %xmm1, %xmm1
	vmovq	-376(%rax), %xmm3
	vmulps	%xmm1, %xmm5, %xmm1
	vaddps	%xmm3, %xmm1, %xmm1
	vmovlps	%xmm1, -376(%rax)
	vpshufb	%xmm6, %xmm2, %xmm1
	vmovshdup	%xmm2, %xmm2
	vpor	%xmm1, %xmm0, %xmm0
	vmovss	%xmm2, -344(%rax)
	vmovlps	%xmm0, -352(%rax)
	cmpq	%rax, %rdx
	jne	.L4
