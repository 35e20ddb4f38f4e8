	vmovups	(%r8), %xmm0
	prefetcht0	176(%r8)
	vmovups	(%r11), %xmm14
	prefetcht0	176(%r11)
	prefetchw	176(%rbx)
	prefetchw	176(%rbp)
	movl	%eax, %r13d
	addq	$64, %r8
	addq	$64, %r11
	addq	$64, %rbx
	addq	$64, %rbp
	addl	$4, %eax
	vmulps	%xmm5, %xmm0, %xmm13
	vmulps	%xmm6, %xmm14, %xmm15
	vmulps	%xmm9, %xmm0, %xmm0
	vmulps	%xmm11, %xmm14, %xmm14
	vaddps	%xmm15, %xmm13, %xmm13
	vaddps	%xmm8, %xmm13, %xmm13
	vaddps	%xmm14, %xmm0, %xmm0
	vmovups	-48(%r8), %xmm14
	vmovups	%xmm13, -64(%rbx)
	vaddps	%xmm12, %xmm0, %xmm0
	vmovups	%xmm0, -64(%rbp)
	vmovups	-48(%r11), %xmm0
	vmulps	%xmm5, %xmm14, %xmm15
	vmulps	%xmm9, %xmm14, %xmm14
	vmulps	%xmm6, %xmm0, %xmm13
	vmulps	%xmm11, %xmm0, %xmm0
	vaddps	%xmm15, %xmm13, %xmm13
	vaddps	%xmm14, %xmm0, %xmm0
	vmovups	-32(%r11), %xmm14
	vaddps	%xmm8, %xmm13, %xmm13
	vaddps	%xmm12, %xmm0, %xmm0
	vmovups	%xmm13, -48(%rbx)
	vmovups	%xmm0, -48(%rbp)
	vmovups	-32(%r8), %xmm0
	vmulps	%xmm14, %xmm6, %xmm15
	vmulps	%xmm14, %xmm11, %xmm14
	vmulps	%xmm0, %xmm5, %xmm13
	vmulps	%xmm0, %xmm9, %xmm0
	vaddps	%xmm15, %xmm13, %xmm13
	vaddps	%xmm14, %xmm0, %xmm0
	vmovups	-16(%r11), %xmm14
	vaddps	%xmm8, %xmm13, %xmm13
	vaddps	%xmm12, %xmm0, %xmm0
	vmovups	%xmm13, -32(%rbx)
	vmovups	%xmm0, -32(%rbp)
	vmovups	-16(%r8), %xmm0
	vmulps	%xmm14, %xmm6, %xmm15
	vmulps	%xmm14, %xmm11, %xmm14
	vmulps	%xmm0, %xmm5, %xmm13
	vmulps	%xmm0, %xmm9, %xmm0
	vaddps	%xmm15, %xmm13, %xmm13
	vaddps	%xmm14, %xmm0, %xmm0
	vaddps	%xmm8, %xmm13, %xmm13
	vaddps	%xmm12, %xmm0, %xmm0
	vmovups	%xmm13, -16(%rbx)
	vmovups	%xmm0, -16(%rbp)
	cmpl	%edx, %r13d
	jne	.L40
