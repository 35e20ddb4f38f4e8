	vmovups	(%rax), %xmm1
	movl	%r8d, %r9d
	prefetcht0	320(%rax)
	addl	$4, %r8d
	addq	$64, %rax
	vmulps	%xmm1, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm2
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vmovups	-48(%rax), %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vmulps	%xmm2, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vshufps	$85, %xmm2, %xmm2, %xmm1
	vaddss	%xmm0, %xmm1, %xmm1
	vunpckhps	%xmm2, %xmm2, %xmm0
	vshufps	$255, %xmm2, %xmm2, %xmm2
	vaddss	%xmm0, %xmm1, %xmm1
	vmovups	-32(%rax), %xmm0
	vaddss	%xmm2, %xmm1, %xmm1
	vmulps	%xmm0, %xmm0, %xmm0
	vaddss	%xmm0, %xmm1, %xmm1
	vshufps	$85, %xmm0, %xmm0, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vunpckhps	%xmm0, %xmm0, %xmm2
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vaddss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm0, %xmm1, %xmm1
	vmovups	-16(%rax), %xmm0
	cmpl	%edx, %r9d
	vmulps	%xmm0, %xmm0, %xmm0
	vaddss	%xmm0, %xmm1, %xmm1
	vshufps	$85, %xmm0, %xmm0, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vunpckhps	%xmm0, %xmm0, %xmm2
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vaddss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	jne	.L107
