	vmulps	(%r11), %xmm3, %xmm2
	prefetcht0	208(%rcx)
	prefetcht0	208(%r11)
	prefetcht0	208(%rbx)
	vmulps	(%rcx), %xmm1, %xmm0
	movl	%eax, %r13d
	addq	$64, %rcx
	addq	$64, %r11
	addq	$64, %rbx
	addl	$4, %eax
	prefetchw	208(%rbp)
	addq	$64, %rbp
	vaddps	%xmm2, %xmm0, %xmm0
	vmulps	-64(%rbx), %xmm1, %xmm2
	vaddps	%xmm2, %xmm0, %xmm0
	vmulps	-48(%rcx), %xmm1, %xmm2
	vmovups	%xmm0, -64(%rbp)
	vmulps	-48(%r11), %xmm3, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vmulps	-48(%rbx), %xmm1, %xmm2
	vaddps	%xmm2, %xmm0, %xmm0
	vmulps	-32(%r11), %xmm3, %xmm2
	vmovups	%xmm0, -48(%rbp)
	vmulps	-32(%rcx), %xmm1, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vmulps	-32(%rbx), %xmm1, %xmm2
	vaddps	%xmm2, %xmm0, %xmm0
	vmulps	-16(%r11), %xmm3, %xmm2
	vmovups	%xmm0, -32(%rbp)
	vmulps	-16(%rcx), %xmm1, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vmulps	-16(%rbx), %xmm1, %xmm2
	vaddps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rbp)
	cmpl	%edx, %r13d
	jne	.L242
