	vmovups	16(%rcx), %xmm2
	prefetcht0	528(%rcx)
	vmovups	(%rcx), %xmm1
	prefetcht0	592(%rcx)
	movl	%r11d, %esi
	addl	$4, %r11d
	subq	$-128, %rcx
	prefetchw	256(%r9)
	addq	$64, %r9
	vshufps	$136, %xmm2, %xmm1, %xmm0
	vshufps	$221, %xmm2, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-80(%rcx), %xmm2
	vmovups	-96(%rcx), %xmm1
	vmulps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -64(%r9)
	vshufps	$136, %xmm2, %xmm1, %xmm0
	vshufps	$221, %xmm2, %xmm1, %xmm1
	vmovups	-48(%rcx), %xmm2
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-64(%rcx), %xmm1
	vmulps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -48(%r9)
	vshufps	$221, %xmm2, %xmm1, %xmm0
	vshufps	$136, %xmm2, %xmm1, %xmm1
	vmovups	-16(%rcx), %xmm2
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-32(%rcx), %xmm1
	vmulps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -32(%r9)
	vshufps	$136, %xmm2, %xmm1, %xmm0
	vshufps	$221, %xmm2, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -16(%r9)
	cmpl	%eax, %r11d
	jne	.L15
