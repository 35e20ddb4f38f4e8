	vcvtdq2ps	(%rsi), %xmm0
	prefetcht0	368(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	368(%rdi)
	addq	$64, %rdi
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -64(%rdi)
	vcvtdq2ps	-48(%rsi), %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -48(%rdi)
	vcvtdq2ps	-32(%rsi), %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -32(%rdi)
	vcvtdq2ps	-16(%rsi), %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rdi)
	cmpl	%ecx, %r11d
	jne	.L302
