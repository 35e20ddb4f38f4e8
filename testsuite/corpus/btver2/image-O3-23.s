	vmovups	(%r8), %xmm0
	prefetcht0	160(%r8)
	vmovups	4(%r8), %xmm1
	prefetcht0	164(%r8)
	vmovups	(%rcx), %xmm4
	prefetcht0	160(%rcx)
	prefetcht0	164(%rcx)
	movl	%eax, %r14d
	movq	%r8, %r12
	movq	%rcx, %r13
	addq	$64, %r8
	addq	$64, %rcx
	addl	$4, %eax
	prefetchw	160(%r11)
	vsubps	%xmm0, %xmm1, %xmm1
	addq	$64, %r11
	vmulps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm0, %xmm1, %xmm1
	vmovups	-60(%rcx), %xmm0
	vsubps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm4, %xmm0, %xmm0
	vmovups	-48(%rcx), %xmm4
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm5, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-44(%r8), %xmm1
	vmovups	%xmm0, -64(%r11)
	vmovups	-48(%r8), %xmm0
	vsubps	%xmm0, %xmm1, %xmm1
	vmulps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm0, %xmm1, %xmm1
	vmovups	-44(%rcx), %xmm0
	vsubps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm4, %xmm0, %xmm0
	vmovups	-32(%rcx), %xmm4
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm5, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-28(%r8), %xmm1
	vmovups	%xmm0, -48(%r11)
	vmovups	-32(%r8), %xmm0
	vsubps	%xmm0, %xmm1, %xmm1
	vmulps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm0, %xmm1, %xmm1
	vmovups	-28(%rcx), %xmm0
	vsubps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm4, %xmm0, %xmm0
	vmovups	-16(%rcx), %xmm4
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm5, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-12(%r8), %xmm1
	vmovups	%xmm0, -32(%r11)
	vmovups	-16(%r8), %xmm0
	vsubps	%xmm0, %xmm1, %xmm1
	vmulps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm0, %xmm1, %xmm1
	vmovups	-12(%rcx), %xmm0
	vsubps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm4, %xmm0, %xmm0
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm5, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -16(%r11)
	cmpl	%edx, %r14d
	jne	.L245
