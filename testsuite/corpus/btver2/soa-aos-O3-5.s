	vmovups	(%rsi), %xmm0
	movl	%eax, %ebp
	vmovups	(%rdi), %xmm3
	addl	$4, %eax
	vmovups	(%r8), %xmm2
	prefetcht0	192(%rsi)
	prefetcht0	192(%rdi)
	addq	$64, %rsi
	addq	$64, %rdi
	prefetcht0	192(%r8)
	addq	$64, %r8
	vmulps	%xmm0, %xmm0, %xmm0
	vmulps	%xmm3, %xmm3, %xmm3
	vmulps	%xmm2, %xmm2, %xmm2
	vaddps	%xmm3, %xmm0, %xmm0
	vmovups	-48(%rsi), %xmm3
	vaddps	%xmm2, %xmm0, %xmm0
	vaddss	%xmm0, %xmm1, %xmm2
	vshufps	$85, %xmm0, %xmm0, %xmm1
	vmulps	%xmm3, %xmm3, %xmm3
	vaddss	%xmm1, %xmm2, %xmm2
	vunpckhps	%xmm0, %xmm0, %xmm1
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vaddss	%xmm1, %xmm2, %xmm2
	vmovups	-48(%r8), %xmm1
	vaddss	%xmm0, %xmm2, %xmm2
	vmovups	-48(%rdi), %xmm0
	vmulps	%xmm1, %xmm1, %xmm1
	vmulps	%xmm0, %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmovups	-32(%rdi), %xmm3
	vaddps	%xmm1, %xmm0, %xmm0
	vaddss	%xmm0, %xmm2, %xmm2
	vshufps	$85, %xmm0, %xmm0, %xmm1
	vmulps	%xmm3, %xmm3, %xmm3
	vaddss	%xmm2, %xmm1, %xmm1
	vunpckhps	%xmm0, %xmm0, %xmm2
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vaddss	%xmm2, %xmm1, %xmm1
	vmovups	-32(%r8), %xmm2
	vaddss	%xmm0, %xmm1, %xmm1
	vmovups	-32(%rsi), %xmm0
	vmulps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm0, %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmovups	-16(%rdi), %xmm3
	vaddps	%xmm2, %xmm0, %xmm0
	vaddss	%xmm0, %xmm1, %xmm1
	vshufps	$85, %xmm0, %xmm0, %xmm2
	vmulps	%xmm3, %xmm3, %xmm3
	vaddss	%xmm2, %xmm1, %xmm1
	vunpckhps	%xmm0, %xmm0, %xmm2
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vaddss	%xmm2, %xmm1, %xmm1
	vmovups	-16(%r8), %xmm2
	vaddss	%xmm0, %xmm1, %xmm1
	vmovups	-16(%rsi), %xmm0
	cmpl	%edx, %ebp
	vmulps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm0, %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vaddss	%xmm0, %xmm1, %xmm1
	vshufps	$85, %xmm0, %xmm0, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vunpckhps	%xmm0, %xmm0, %xmm2
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vaddss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm0, %xmm1, %xmm1
	jne	.L29
