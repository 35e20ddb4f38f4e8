	vmovups	(%rsi,%rdx), %xmm2
	incl	%ecx
	vmulps	(%r15,%rdx), %xmm2, %xmm2
	addq	$16, %rdx
	cmpl	%r11d, %ecx
	vaddss	%xmm2, %xmm0, %xmm0
	vshufps	$85, %xmm2, %xmm2, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vunpckhps	%xmm2, %xmm2, %xmm1
	vshufps	$255, %xmm2, %xmm2, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	jb	.L114
