	vsubps	(%rsi), %xmm4, %xmm2
	prefetcht0	160(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	160(%rdi)
	addq	$64, %rdi
	vmulps	%xmm5, %xmm2, %xmm3
	vmulps	%xmm2, %xmm2, %xmm2
	vaddps	%xmm6, %xmm2, %xmm2
	vdivps	%xmm2, %xmm3, %xmm2
	vmovups	%xmm2, -64(%rdi)
	vsubps	-48(%rsi), %xmm4, %xmm2
	vmulps	%xmm5, %xmm2, %xmm3
	vmulps	%xmm2, %xmm2, %xmm2
	vaddps	%xmm6, %xmm2, %xmm2
	vdivps	%xmm2, %xmm3, %xmm2
	vmovups	%xmm2, -48(%rdi)
	vsubps	-32(%rsi), %xmm4, %xmm2
	vmulps	%xmm5, %xmm2, %xmm3
	vmulps	%xmm2, %xmm2, %xmm2
	vaddps	%xmm6, %xmm2, %xmm2
	vdivps	%xmm2, %xmm3, %xmm2
	vmovups	%xmm2, -32(%rdi)
	vsubps	-16(%rsi), %xmm4, %xmm2
	vmulps	%xmm2, %xmm5, %xmm3
	vmulps	%xmm2, %xmm2, %xmm2
	vaddps	%xmm6, %xmm2, %xmm2
	vdivps	%xmm2, %xmm3, %xmm2
	vmovups	%xmm2, -16(%rdi)
	cmpl	%ecx, %r11d
	jne	.L147
