	vmovups	(%rcx,%rax), %xmm4
	incl	%edx
	vmulps	(%r15,%rax), %xmm4, %xmm4
	addq	$16, %rax
	cmpl	%r10d, %edx
	vaddss	%xmm4, %xmm0, %xmm0
	vshufps	$85, %xmm4, %xmm4, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vunpckhps	%xmm4, %xmm4, %xmm1
	vshufps	$255, %xmm4, %xmm4, %xmm4
	vaddss	%xmm0, %xmm1, %xmm0
	vaddss	%xmm4, %xmm0, %xmm0
	jb	.L80
