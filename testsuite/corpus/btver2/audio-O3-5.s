	vmovups	(%rsi), %xmm0
	prefetcht0	304(%rsi)
	prefetchw	304(%rdi)
	prefetchw	304(%r11)
	movl	%eax, %ebp
	addq	$64, %rsi
	addq	$64, %rdi
	addq	$64, %r11
	addl	$4, %eax
	vmulps	%xmm4, %xmm0, %xmm3
	vmulps	%xmm5, %xmm0, %xmm0
	vmovups	%xmm3, -64(%rdi)
	vmovups	%xmm0, -64(%r11)
	vmovups	-48(%rsi), %xmm0
	vmulps	%xmm4, %xmm0, %xmm3
	vmulps	%xmm5, %xmm0, %xmm0
	vmovups	%xmm3, -48(%rdi)
	vmovups	%xmm0, -48(%r11)
	vmovups	-32(%rsi), %xmm0
	vmulps	%xmm4, %xmm0, %xmm3
	vmulps	%xmm5, %xmm0, %xmm0
	vmovups	%xmm3, -32(%rdi)
	vmovups	%xmm0, -32(%r11)
	vmovups	-16(%rsi), %xmm0
	vmulps	%xmm0, %xmm4, %xmm3
	vmulps	%xmm0, %xmm5, %xmm0
	vmovups	%xmm3, -16(%rdi)
	vmovups	%xmm0, -16(%r11)
	cmpl	%edx, %ebp
	jne	.L36
