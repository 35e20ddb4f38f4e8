	vmovups	(%rsi), %xmm0
	prefetcht0	240(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	240(%rdi)
	addq	$64, %rdi
	vmulps	%xmm3, %xmm0, %xmm1
	vmulps	%xmm0, %xmm0, %xmm2
	vaddps	%xmm4, %xmm1, %xmm1
	vmulps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vaddps	%xmm6, %xmm0, %xmm0
	vaddps	%xmm0, %xmm1, %xmm0
	vmovups	%xmm0, -64(%rdi)
	vmovups	-48(%rsi), %xmm0
	vmulps	%xmm3, %xmm0, %xmm1
	vmulps	%xmm0, %xmm0, %xmm2
	vaddps	%xmm4, %xmm1, %xmm1
	vmulps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vaddps	%xmm6, %xmm0, %xmm0
	vaddps	%xmm0, %xmm1, %xmm0
	vmovups	%xmm0, -48(%rdi)
	vmovups	-32(%rsi), %xmm0
	vmulps	%xmm3, %xmm0, %xmm1
	vmulps	%xmm0, %xmm0, %xmm2
	vaddps	%xmm4, %xmm1, %xmm1
	vmulps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vaddps	%xmm6, %xmm0, %xmm0
	vaddps	%xmm0, %xmm1, %xmm0
	vmovups	%xmm0, -32(%rdi)
	vmovups	-16(%rsi), %xmm0
	vmulps	%xmm3, %xmm0, %xmm1
	vmulps	%xmm0, %xmm0, %xmm2
	vaddps	%xmm4, %xmm1, %xmm1
	vmulps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vaddps	%xmm6, %xmm0, %xmm0
	vaddps	%xmm0, %xmm1, %xmm0
	vmovups	%xmm0, -16(%rdi)
	cmpl	%ecx, %r11d
	jne	.L38
