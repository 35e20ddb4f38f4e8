	vmovups	16(%rcx), %xmm2
	prefetcht0	528(%rcx)
	vmovups	(%rcx), %xmm0
	prefetcht0	592(%rcx)
	movl	%r11d, %edi
	addl	$4, %r11d
	subq	$-128, %rcx
	prefetchw	256(%r9)
	addq	$64, %r9
	vshufps	$136, %xmm2, %xmm0, %xmm1
	vshufps	$221, %xmm2, %xmm0, %xmm0
	vmaxps	%xmm0, %xmm1, %xmm0
	vmovups	-80(%rcx), %xmm2
	vmovups	%xmm0, -64(%r9)
	vmovups	-96(%rcx), %xmm0
	vshufps	$136, %xmm2, %xmm0, %xmm1
	vshufps	$221, %xmm2, %xmm0, %xmm0
	vmaxps	%xmm0, %xmm1, %xmm0
	vmovups	-48(%rcx), %xmm2
	vmovups	%xmm0, -48(%r9)
	vmovups	-64(%rcx), %xmm0
	vshufps	$136, %xmm2, %xmm0, %xmm1
	vshufps	$221, %xmm2, %xmm0, %xmm0
	vmaxps	%xmm0, %xmm1, %xmm0
	vmovups	-16(%rcx), %xmm2
	vmovups	%xmm0, -32(%r9)
	vmovups	-32(%rcx), %xmm0
	vshufps	$136, %xmm2, %xmm0, %xmm1
	vshufps	$221, %xmm2, %xmm0, %xmm0
	vmaxps	%xmm0, %xmm1, %xmm0
	vmovups	%xmm0, -16(%r9)
	cmpl	%r11d, %eax
	jne	.L157
