	vmovups	(%rcx), %xmm1
	prefetcht0	160(%r9)
	vmovups	(%r9), %xmm0
	movl	%eax, %r11d
	addq	$64, %r9
	addl	$4, %eax
	prefetcht0	160(%rcx)
	addq	$64, %rcx
	vdivps	%xmm1, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-48(%rcx), %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, -64(%rcx)
	vmovups	-48(%r9), %xmm0
	vdivps	%xmm1, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-32(%rcx), %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, -48(%rcx)
	vmovups	-32(%r9), %xmm0
	vdivps	%xmm1, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-16(%rcx), %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, -32(%rcx)
	vmovups	-16(%r9), %xmm0
	vdivps	%xmm1, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rcx)
	cmpl	%r11d, %esi
	jne	.L303
