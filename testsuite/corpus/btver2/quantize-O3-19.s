	vmovups	0(%rbp), %xmm14
	prefetcht0	96(%rbp)
	vmulps	(%rcx), %xmm7, %xmm0
	prefetcht0	96(%rcx)
	prefetcht0	96(%r9)
	prefetcht0	96(%r10)
	movl	%eax, %r13d
	addq	$64, %rcx
	addq	$64, %rbp
	addq	$64, %r9
	addq	$64, %r10
	addl	$4, %eax
	vmulps	%xmm8, %xmm14, %xmm3
	vmulps	%xmm10, %xmm14, %xmm13
	vaddps	%xmm3, %xmm0, %xmm0
	vmulps	-64(%r9), %xmm9, %xmm3
	vmulps	%xmm14, %xmm13, %xmm13
	vmovups	%xmm0, -64(%rcx)
	vmovups	-16(%rbp), %xmm14
	vmulps	%xmm11, %xmm0, %xmm0
	vaddps	%xmm13, %xmm3, %xmm3
	vmovups	-64(%r10), %xmm13
	vmovups	%xmm3, -64(%r9)
	vaddps	%xmm12, %xmm3, %xmm3
	vdivps	%xmm3, %xmm0, %xmm0
	vsubps	%xmm0, %xmm13, %xmm13
	vmulps	-48(%rcx), %xmm7, %xmm0
	vmovups	%xmm13, -64(%r10)
	vmovups	-48(%rbp), %xmm13
	vmulps	%xmm8, %xmm13, %xmm3
	vaddps	%xmm3, %xmm0, %xmm0
	vmulps	%xmm10, %xmm13, %xmm3
	vmovups	%xmm0, -48(%rcx)
	vmulps	%xmm11, %xmm0, %xmm0
	vmulps	%xmm13, %xmm3, %xmm3
	vmulps	-48(%r9), %xmm9, %xmm13
	vaddps	%xmm13, %xmm3, %xmm3
	vmovups	-48(%r10), %xmm13
	vmovups	%xmm3, -48(%r9)
	vaddps	%xmm12, %xmm3, %xmm3
	vdivps	%xmm3, %xmm0, %xmm0
	vsubps	%xmm0, %xmm13, %xmm13
	vmulps	-32(%rcx), %xmm7, %xmm0
	vmovups	%xmm13, -48(%r10)
	vmovups	-32(%rbp), %xmm13
	vmulps	%xmm8, %xmm13, %xmm3
	vaddps	%xmm3, %xmm0, %xmm0
	vmulps	%xmm10, %xmm13, %xmm3
	vmovups	%xmm0, -32(%rcx)
	vmulps	%xmm11, %xmm0, %xmm0
	vmulps	%xmm13, %xmm3, %xmm3
	vmulps	-32(%r9), %xmm9, %xmm13
	vaddps	%xmm13, %xmm3, %xmm3
	vmovups	-32(%r10), %xmm13
	vmovups	%xmm3, -32(%r9)
	vaddps	%xmm12, %xmm3, %xmm3
	vdivps	%xmm3, %xmm0, %xmm0
	vsubps	%xmm0, %xmm13, %xmm13
	vmulps	-16(%rcx), %xmm7, %xmm0
	vmulps	%xmm14, %xmm8, %xmm3
	vmovups	%xmm13, -32(%r10)
	vmulps	%xmm14, %xmm10, %xmm13
	vaddps	%xmm3, %xmm0, %xmm0
	vmulps	-16(%r9), %xmm9, %xmm3
	vmulps	%xmm14, %xmm13, %xmm13
	vmovups	%xmm0, -16(%rcx)
	vmulps	%xmm0, %xmm11, %xmm0
	vaddps	%xmm13, %xmm3, %xmm3
	vmovups	-16(%r10), %xmm13
	vmovups	%xmm3, -16(%r9)
	vaddps	%xmm12, %xmm3, %xmm3
	vdivps	%xmm3, %xmm0, %xmm0
	vsubps	%xmm0, %xmm13, %xmm13
	vmovups	%xmm13, -16(%r10)
	cmpl	%r13d, %r11d
	jne	.L202
