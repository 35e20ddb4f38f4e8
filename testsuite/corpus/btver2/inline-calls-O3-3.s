	vmovups	(%rdi), %xmm1
	prefetcht0	272(%rsi)
	vmovups	(%rsi), %xmm0
	prefetcht0	272(%rdi)
	movl	%eax, %ebp
	addq	$64, %rsi
	addq	$64, %rdi
	addl	$4, %eax
	prefetchw	272(%r11)
	addq	$64, %r11
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-48(%rdi), %xmm1
	vmovups	%xmm0, -64(%r11)
	vmovups	-48(%rsi), %xmm0
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-32(%rdi), %xmm1
	vmovups	%xmm0, -48(%r11)
	vmovups	-32(%rsi), %xmm0
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-16(%rdi), %xmm1
	vmovups	%xmm0, -32(%r11)
	vmovups	-16(%rsi), %xmm0
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -16(%r11)
	cmpl	%edx, %ebp
	jne	.L19
