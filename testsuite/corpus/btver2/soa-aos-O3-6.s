	vmovups	(%rsi,%rax), %xmm0
	incl	%edx
	vmovups	(%rdi,%rax), %xmm3
	vmovups	(%r8,%rax), %xmm2
	addq	$16, %rax
	cmpl	%ebx, %edx
	vmulps	%xmm0, %xmm0, %xmm0
	vmulps	%xmm3, %xmm3, %xmm3
	vmulps	%xmm2, %xmm2, %xmm2
	vaddps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vaddss	%xmm0, %xmm1, %xmm1
	vshufps	$85, %xmm0, %xmm0, %xmm2
	vaddss	%xmm1, %xmm2, %xmm2
	vunpckhps	%xmm0, %xmm0, %xmm1
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vaddss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm0, %xmm1, %xmm1
	jb	.L30
