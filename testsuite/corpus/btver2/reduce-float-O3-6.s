	vmovups	(%rdi,%rax), %xmm1
	incl	%ecx
	vmulps	(%rsi,%rax), %xmm1, %xmm1
	addq	$16, %rax
	cmpl	%r10d, %ecx
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm2
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	jb	.L37
