	vmovups	(%rcx), %xmm0
	prefetcht0	160(%rcx)
	vmovups	(%r11), %xmm1
	prefetcht0	160(%r11)
	prefetchw	160(%rbx)
	prefetchw	160(%rbp)
	movl	%eax, %r13d
	addq	$64, %rcx
	addq	$64, %r11
	addq	$64, %rbx
	addq	$64, %rbp
	addl	$4, %eax
	vsubps	%xmm10, %xmm0, %xmm0
	vsubps	%xmm12, %xmm1, %xmm1
	vmulps	%xmm11, %xmm0, %xmm3
	vmulps	%xmm13, %xmm1, %xmm9
	vmulps	%xmm14, %xmm0, %xmm0
	vmulps	%xmm15, %xmm1, %xmm1
	vaddps	%xmm9, %xmm3, %xmm3
	vmulps	%xmm7, %xmm3, %xmm3
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-48(%rcx), %xmm1
	vmulps	%xmm7, %xmm0, %xmm0
	vmovups	%xmm3, -64(%rbx)
	vsubps	%xmm10, %xmm1, %xmm1
	vmovups	%xmm0, -64(%rbp)
	vmovups	-48(%r11), %xmm0
	vmulps	%xmm11, %xmm1, %xmm9
	vmulps	%xmm14, %xmm1, %xmm1
	vsubps	%xmm12, %xmm0, %xmm0
	vmulps	%xmm13, %xmm0, %xmm3
	vmulps	%xmm15, %xmm0, %xmm0
	vaddps	%xmm9, %xmm3, %xmm3
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-32(%r11), %xmm1
	vmulps	%xmm7, %xmm3, %xmm3
	vmulps	%xmm7, %xmm0, %xmm0
	vmovups	%xmm3, -48(%rbx)
	vsubps	%xmm12, %xmm1, %xmm1
	vmovups	%xmm0, -48(%rbp)
	vmovups	-32(%rcx), %xmm0
	vmulps	%xmm1, %xmm13, %xmm9
	vmulps	%xmm1, %xmm15, %xmm1
	vsubps	%xmm10, %xmm0, %xmm0
	vmulps	%xmm0, %xmm11, %xmm3
	vmulps	%xmm0, %xmm14, %xmm0
	vaddps	%xmm9, %xmm3, %xmm3
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-16(%r11), %xmm1
	vmulps	%xmm7, %xmm3, %xmm3
	vmulps	%xmm7, %xmm0, %xmm0
	vmovups	%xmm3, -32(%rbx)
	vsubps	%xmm12, %xmm1, %xmm1
	vmovups	%xmm0, -32(%rbp)
	vmovups	-16(%rcx), %xmm0
	vmulps	%xmm1, %xmm13, %xmm9
	vmulps	%xmm1, %xmm15, %xmm1
	vsubps	%xmm10, %xmm0, %xmm0
	vmulps	%xmm0, %xmm11, %xmm3
	vmulps	%xmm0, %xmm14, %xmm0
	vaddps	%xmm9, %xmm3, %xmm3
	vaddps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm7, %xmm3, %xmm3
	vmulps	%xmm7, %xmm0, %xmm0
	vmovups	%xmm3, -16(%rbx)
	vmovups	%xmm0, -16(%rbp)
	cmpl	%edx, %r13d
	jne	.L113
