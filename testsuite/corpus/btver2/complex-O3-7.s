	vmovups	16(%rcx), %xmm2
	prefetcht0	496(%rcx)
	vmovups	(%rcx), %xmm0
	prefetcht0	560(%rcx)
	movl	%eax, %r11d
	subq	$-128, %rcx
	addl	$4, %eax
	prefetchw	240(%r9)
	addq	$64, %r9
	vshufps	$136, %xmm2, %xmm0, %xmm1
	vshufps	$221, %xmm2, %xmm0, %xmm0
	vmulps	%xmm0, %xmm0, %xmm0
	vmovups	-80(%rcx), %xmm2
	vmulps	%xmm1, %xmm1, %xmm1
	vaddps	%xmm0, %xmm1, %xmm1
	vmovups	-96(%rcx), %xmm0
	vmovups	%xmm1, -64(%r9)
	vshufps	$136, %xmm2, %xmm0, %xmm1
	vshufps	$221, %xmm2, %xmm0, %xmm0
	vmulps	%xmm0, %xmm0, %xmm0
	vmovups	-48(%rcx), %xmm2
	vmulps	%xmm1, %xmm1, %xmm1
	vaddps	%xmm0, %xmm1, %xmm1
	vmovups	-64(%rcx), %xmm0
	vmovups	%xmm1, -48(%r9)
	vshufps	$136, %xmm2, %xmm0, %xmm1
	vshufps	$221, %xmm2, %xmm0, %xmm0
	vmulps	%xmm1, %xmm1, %xmm1
	vmovups	-16(%rcx), %xmm2
	vmulps	%xmm0, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -32(%r9)
	vmovups	-32(%rcx), %xmm0
	vshufps	$136, %xmm2, %xmm0, %xmm1
	vshufps	$221, %xmm2, %xmm0, %xmm0
	vmulps	%xmm1, %xmm1, %xmm1
	vmulps	%xmm0, %xmm0, %xmm0
	vaddps	%xmm0, %xmm1, %xmm1
	vmovups	%xmm1, -16(%r9)
	cmpl	%esi, %r11d
	jne	.L49
