	vmovups	(%rdi), %xmm0
	prefetcht0	320(%rsi)
	prefetcht0	320(%rdi)
	movl	%eax, %ebp
	addq	$64, %rsi
	addq	$64, %rdi
	addl	$4, %eax
	prefetchw	320(%r11)
	addq	$64, %r11
	vaddps	-64(%rsi), %xmm0, %xmm0
	vmovups	%xmm0, -64(%r11)
	vmovups	-48(%rdi), %xmm0
	vaddps	-48(%rsi), %xmm0, %xmm0
	vmovups	%xmm0, -48(%r11)
	vmovups	-32(%rsi), %xmm0
	vaddps	-32(%rdi), %xmm0, %xmm0
	vmovups	%xmm0, -32(%r11)
	vmovups	-16(%rdi), %xmm0
	vaddps	-16(%rsi), %xmm0, %xmm0
	vmovups	%xmm0, -16(%r11)
	cmpl	%edx, %ebp
	jne	.L218
