	vmulps	(%r11), %xmm2, %xmm0
	prefetcht0	192(%r11)
	prefetcht0	192(%rdx)
	prefetcht0	192(%rcx)
	movl	%eax, %ebp
	addq	$64, %rdx
	addq	$64, %r11
	addq	$64, %rcx
	addl	$4, %eax
	vaddps	-64(%rdx), %xmm0, %xmm0
	vmovups	%xmm0, -64(%rdx)
	vmulps	%xmm0, %xmm2, %xmm0
	vaddps	-64(%rcx), %xmm0, %xmm0
	vmovups	%xmm0, -64(%rcx)
	vmulps	-48(%r11), %xmm2, %xmm0
	vaddps	-48(%rdx), %xmm0, %xmm0
	vmovups	%xmm0, -48(%rdx)
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	-48(%rcx), %xmm0, %xmm0
	vmovups	%xmm0, -48(%rcx)
	vmulps	-32(%r11), %xmm2, %xmm0
	vaddps	-32(%rdx), %xmm0, %xmm0
	vmovups	%xmm0, -32(%rdx)
	vmulps	%xmm0, %xmm2, %xmm0
	vaddps	-32(%rcx), %xmm0, %xmm0
	vmovups	%xmm0, -32(%rcx)
	vmulps	-16(%r11), %xmm2, %xmm0
	vaddps	-16(%rdx), %xmm0, %xmm0
	vmovups	%xmm0, -16(%rdx)
	vmulps	%xmm0, %xmm2, %xmm0
	vaddps	-16(%rcx), %xmm0, %xmm0
	vmovups	%xmm0, -16(%rcx)
	cmpl	%ebp, %r8d
	jne	.L37
