	vmovups	(%r15), %xmm2
	movl	%edx, %ecx
	prefetcht0	272(%rsi)
	addl	$4, %edx
	addq	$64, %rsi
	prefetcht0	272(%r15)
	addq	$64, %r15
	vmulps	-64(%rsi), %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vshufps	$85, %xmm2, %xmm2, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vunpckhps	%xmm2, %xmm2, %xmm1
	vshufps	$255, %xmm2, %xmm2, %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vmovups	-48(%rsi), %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vmulps	-48(%r15), %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm0, %xmm2, %xmm2
	vunpckhps	%xmm1, %xmm1, %xmm0
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vmovups	-32(%r15), %xmm1
	vmulps	-32(%rsi), %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm2
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vmovups	-16(%r15), %xmm1
	vmulps	-16(%rsi), %xmm1, %xmm1
	cmpl	%r14d, %ecx
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm2
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	jne	.L113
