	vmovups	(%rcx,%rax), %xmm0
	incl	%edx
	vmovups	(%rdi,%rax), %xmm3
	addq	$16, %rax
	cmpl	%r11d, %edx
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
	vaddps	%xmm5, %xmm1, %xmm1
	vunpckhps	%xmm2, %xmm2, %xmm6
	vunpckhps	%xmm0, %xmm0, %xmm5
	vunpckhps	%xmm4, %xmm4, %xmm8
	vunpcklps	%xmm8, %xmm6, %xmm6
	vunpcklps	%xmm7, %xmm5, %xmm5
	vmovlhps	%xmm6, %xmm5, %xmm5
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vaddps	%xmm5, %xmm1, %xmm1
	vshufps	$255, %xmm3, %xmm3, %xmm3
	vshufps	$255, %xmm2, %xmm2, %xmm2
	vshufps	$255, %xmm4, %xmm4, %xmm4
	vunpcklps	%xmm4, %xmm2, %xmm2
	vunpcklps	%xmm3, %xmm0, %xmm0
	vmovlhps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm0, %xmm1, %xmm5
	jb	.L22
