	vmovups	(%rsi), %xmm0
	prefetcht0	304(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	304(%rdi)
	addq	$64, %rdi
	vmulps	%xmm0, %xmm0, %xmm1
	vmulps	%xmm0, %xmm1, %xmm1
	vmulps	%xmm2, %xmm1, %xmm1
	vsubps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -64(%rdi)
	vmovups	-48(%rsi), %xmm0
	vmulps	%xmm0, %xmm0, %xmm1
	vmulps	%xmm0, %xmm1, %xmm1
	vmulps	%xmm2, %xmm1, %xmm1
	vsubps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -48(%rdi)
	vmovups	-32(%rsi), %xmm0
	vmulps	%xmm0, %xmm0, %xmm1
	vmulps	%xmm0, %xmm1, %xmm1
	vmulps	%xmm2, %xmm1, %xmm1
	vsubps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -32(%rdi)
	vmovups	-16(%rsi), %xmm0
	vmulps	%xmm0, %xmm0, %xmm1
	vmulps	%xmm0, %xmm1, %xmm1
	vmulps	%xmm2, %xmm1, %xmm1
	vsubps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rdi)
	cmpl	%ecx, %r11d
	jne	.L97
