	vmovups	(%rsi), %xmm0
	prefetcht0	208(%rsi)
	vmovups	(%rdi), %xmm2
	prefetcht0	208(%rdi)
	movl	%eax, %ebp
	addq	$64, %rsi
	addq	$64, %rdi
	addl	$4, %eax
	prefetchw	208(%r8)
	addq	$64, %r8
	vpermilps	$160, %xmm0, %xmm1
	vpermilps	$245, %xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vpermilps	$177, %xmm2, %xmm2
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	-48(%rdi), %xmm2
	vaddsubps	%xmm0, %xmm1, %xmm1
	vmovups	-48(%rsi), %xmm0
	vmovups	%xmm1, -64(%r8)
	vpermilps	$160, %xmm0, %xmm1
	vpermilps	$245, %xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vpermilps	$177, %xmm2, %xmm2
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	-32(%rsi), %xmm2
	vaddsubps	%xmm0, %xmm1, %xmm1
	vmovups	-32(%rdi), %xmm0
	vmovups	%xmm1, -48(%r8)
	vpermilps	$160, %xmm2, %xmm1
	vpermilps	$245, %xmm2, %xmm2
	vmulps	%xmm0, %xmm1, %xmm1
	vpermilps	$177, %xmm0, %xmm0
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	-16(%rdi), %xmm2
	vaddsubps	%xmm0, %xmm1, %xmm1
	vmovups	-16(%rsi), %xmm0
	vmovups	%xmm1, -32(%r8)
	vpermilps	$160, %xmm0, %xmm1
	vpermilps	$245, %xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vpermilps	$177, %xmm2, %xmm2
	vmulps	%xmm2, %xmm0, %xmm0
	vaddsubps	%xmm0, %xmm1, %xmm1
	vmovups	%xmm1, -16(%r8)
	cmpl	%ebp, %edx
	jne	.L22
