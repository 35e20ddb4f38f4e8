	vmovups	(%rcx), %xmm0
	movl	%eax, %ebx
	vmovups	(%rdi), %xmm3
	addl	$4, %eax
	prefetcht0	112(%rcx)
	prefetcht0	112(%rdi)
	addq	$64, %rcx
	addq	$64, %rdi
	vmulps	%xmm0, %xmm0, %xmm2
	vunpcklps	%xmm3, %xmm0, %xmm1
	vmulps	%xmm3, %xmm0, %xmm4
	vshufps	$85, %xmm3, %xmm3, %xmm7
	vunpcklps	%xmm4, %xmm2, %xmm6
	vshufps	$85, %xmm4, %xmm4, %xmm8
	vmovlhps	%xmm6, %xmm1, %xmm1
	vshufps	$85, %xmm2, %xmm2, %xmm6
	vaddps	%xmm5, %xmm1, %xmm1
	vshufps	$85, %xmm0, %xmm0, %xmm5
	vunpcklps	%xmm8, %xmm6, %xmm6
	vunpcklps	%xmm7, %xmm5, %xmm5
	vmovlhps	%xmm6, %xmm5, %xmm5
	vunpckhps	%xmm3, %xmm3, %xmm7
	vunpckhps	%xmm4, %xmm4, %xmm8
	vunpckhps	%xmm2, %xmm2, %xmm6
	vaddps	%xmm5, %xmm1, %xmm1
	vunpckhps	%xmm0, %xmm0, %xmm5
	vunpcklps	%xmm8, %xmm6, %xmm6
	vunpcklps	%xmm7, %xmm5, %xmm5
	vmovlhps	%xmm6, %xmm5, %xmm5
	vshufps	$255, %xmm3, %xmm3, %xmm3
	vaddps	%xmm5, %xmm1, %xmm1
	vshufps	$255, %xmm4, %xmm4, %xmm4
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vshufps	$255, %xmm2, %xmm2, %xmm2
	vunpcklps	%xmm4, %xmm2, %xmm2
	vunpcklps	%xmm3, %xmm0, %xmm0
	vmovlhps	%xmm2, %xmm0, %xmm0
	vmovups	-48(%rdi), %xmm8
	vaddps	%xmm0, %xmm1, %xmm1
	vmovups	-48(%rcx), %xmm0
	vshufps	$85, %xmm8, %xmm8, %xmm5
	vmulps	%xmm8, %xmm0, %xmm6
	vunpcklps	%xmm8, %xmm0, %xmm2
	vmulps	%xmm0, %xmm0, %xmm3
	vshufps	$85, %xmm6, %xmm6, %xmm7
	vunpcklps	%xmm6, %xmm3, %xmm4
	vmovlhps	%xmm4, %xmm2, %xmm2
	vshufps	$85, %xmm3, %xmm3, %xmm4
	vaddps	%xmm1, %xmm2, %xmm1
	vshufps	$85, %xmm0, %xmm0, %xmm2
	vunpcklps	%xmm7, %xmm4, %xmm4
	vunpcklps	%xmm5, %xmm2, %xmm2
	vmovlhps	%xmm4, %xmm2, %xmm2
	vunpckhps	%xmm8, %xmm8, %xmm5
	vunpckhps	%xmm6, %xmm6, %xmm7
	vunpckhps	%xmm3, %xmm3, %xmm4
	vaddps	%xmm2, %xmm1, %xmm1
	vunpckhps	%xmm0, %xmm0, %xmm2
	vunpcklps	%xmm7, %xmm4, %xmm4
	vunpcklps	%xmm5, %xmm2, %xmm2
	vmovlhps	%xmm4, %xmm2, %xmm2
	vmovups	-32(%rdi), %xmm5
	vshufps	$255, %xmm8, %xmm8, %xmm8
	vaddps	%xmm2, %xmm1, %xmm1
	vmovups	-32(%rcx), %xmm2
	vshufps	$255, %xmm6, %xmm6, %xmm6
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vshufps	$255, %xmm3, %xmm3, %xmm3
	vunpcklps	%xmm6, %xmm3, %xmm3
	vunpcklps	%xmm8, %xmm0, %xmm0
	vmovlhps	%xmm3, %xmm0, %xmm0
	vshufps	$85, %xmm5, %xmm5, %xmm6
	vaddps	%xmm1, %xmm0, %xmm0
	vunpckhps	%xmm5, %xmm5, %xmm11
	vmulps	%xmm5, %xmm2, %xmm7
	vunpcklps	%xmm5, %xmm2, %xmm1
	vunpckhps	%xmm2, %xmm2, %xmm9
	vmulps	%xmm2, %xmm2, %xmm4
	vunpcklps	%xmm11, %xmm9, %xmm9
	vshufps	$255, %xmm5, %xmm5, %xmm5
	vshufps	$85, %xmm7, %xmm7, %xmm8
	vunpckhps	%xmm7, %xmm7, %xmm12
	vunpcklps	%xmm7, %xmm4, %xmm3
	vunpckhps	%xmm4, %xmm4, %xmm10
	vmovlhps	%xmm3, %xmm1, %xmm1
	vshufps	$85, %xmm4, %xmm4, %xmm3
	vaddps	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm2, %xmm2, %xmm1
	vunpcklps	%xmm8, %xmm3, %xmm3
	vunpcklps	%xmm6, %xmm1, %xmm1
	vmovlhps	%xmm3, %xmm1, %xmm1
	vmovups	-16(%rdi), %xmm6
	vunpcklps	%xmm12, %xmm10, %xmm10
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-16(%rcx), %xmm1
	vmovlhps	%xmm10, %xmm9, %xmm9
	cmpl	%edx, %ebx
	vshufps	$255, %xmm7, %xmm7, %xmm7
	vshufps	$255, %xmm2, %xmm2, %xmm2
	vaddps	%xmm0, %xmm9, %xmm0
	vshufps	$255, %xmm4, %xmm4, %xmm4
	vunpcklps	%xmm7, %xmm4, %xmm4
	vunpcklps	%xmm5, %xmm2, %xmm2
	vmovlhps	%xmm4, %xmm2, %xmm2
	vmulps	%xmm6, %xmm1, %xmm8
	vaddps	%xmm2, %xmm0, %xmm0
	vunpcklps	%xmm6, %xmm1, %xmm2
	vmulps	%xmm1, %xmm1, %xmm3
	vshufps	$85, %xmm1, %xmm1, %xmm5
	vshufps	$85, %xmm8, %xmm8, %xmm7
	vunpcklps	%xmm8, %xmm3, %xmm4
	vmovlhps	%xmm4, %xmm2, %xmm2
	vshufps	$85, %xmm6, %xmm6, %xmm4
	vaddps	%xmm2, %xmm0, %xmm0
	vshufps	$85, %xmm3, %xmm3, %xmm2
	vunpcklps	%xmm7, %xmm2, %xmm2
	vunpcklps	%xmm4, %xmm5, %xmm5
	vmovlhps	%xmm2, %xmm5, %xmm5
	vunpckhps	%xmm6, %xmm6, %xmm4
	vaddps	%xmm0, %xmm5, %xmm5
	vunpckhps	%xmm3, %xmm3, %xmm2
	vunpckhps	%xmm1, %xmm1, %xmm0
	vunpckhps	%xmm8, %xmm8, %xmm7
	vunpcklps	%xmm7, %xmm2, %xmm2
	vunpcklps	%xmm4, %xmm0, %xmm0
	vmovlhps	%xmm2, %xmm0, %xmm0
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddps	%xmm0, %xmm5, %xmm5
	vshufps	$255, %xmm6, %xmm6, %xmm6
	vshufps	$255, %xmm3, %xmm3, %xmm3
	vshufps	$255, %xmm8, %xmm8, %xmm8
	vunpcklps	%xmm8, %xmm3, %xmm3
	vunpcklps	%xmm6, %xmm1, %xmm1
	vmovlhps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm1, %xmm5, %xmm5
	jne	.L21
