	vmovups	(%rsi), %xmm0
	prefetcht0	160(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	160(%rdi)
	addq	$64, %rdi
	vdivps	%xmm0, %xmm2, %xmm1
	vmulps	%xmm3, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vsubps	%xmm0, %xmm4, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -64(%rdi)
	vmovups	-48(%rsi), %xmm0
	vdivps	%xmm0, %xmm2, %xmm1
	vmulps	%xmm3, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vsubps	%xmm0, %xmm4, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -48(%rdi)
	vmovups	-32(%rsi), %xmm0
	vdivps	%xmm0, %xmm2, %xmm1
	vmulps	%xmm3, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vsubps	%xmm0, %xmm4, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -32(%rdi)
	vmovups	-16(%rsi), %xmm0
	vdivps	%xmm0, %xmm2, %xmm1
	vmulps	%xmm3, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vsubps	%xmm0, %xmm4, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rdi)
	cmpl	%ecx, %r11d
	jne	.L14
