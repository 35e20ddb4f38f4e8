	vmulps	(%rsi), %xmm1, %xmm0
	prefetcht0	368(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	368(%rdi)
	addq	$64, %rdi
	vcvttps2dq	%xmm0, %xmm0
	vmovdqu	%xmm0, -64(%rdi)
	vmulps	-48(%rsi), %xmm1, %xmm0
	vcvttps2dq	%xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rdi)
	vmulps	-32(%rsi), %xmm1, %xmm0
	vcvttps2dq	%xmm0, %xmm0
	vmovdqu	%xmm0, -32(%rdi)
	vmulps	-16(%rsi), %xmm1, %xmm0
	vcvttps2dq	%xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rdi)
	cmpl	%ecx, %r11d
	jne	.L323
