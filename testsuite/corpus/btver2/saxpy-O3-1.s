	vmulps	(%r9), %xmm2, %xmm1
	prefetcht0	304(%r9)
	movl	%eax, %r11d
	addq	$64, %r9
	addl	$4, %eax
	prefetcht0	304(%rcx)
	addq	$64, %rcx
	vaddps	-64(%rcx), %xmm1, %xmm1
	vmovups	%xmm1, -64(%rcx)
	vmulps	-48(%r9), %xmm2, %xmm1
	vaddps	-48(%rcx), %xmm1, %xmm1
	vmovups	%xmm1, -48(%rcx)
	vmulps	-32(%r9), %xmm2, %xmm1
	vaddps	-32(%rcx), %xmm1, %xmm1
	vmovups	%xmm1, -32(%rcx)
	vmulps	-16(%r9), %xmm2, %xmm1
	vaddps	-16(%rcx), %xmm1, %xmm1
	vmovups	%xmm1, -16(%rcx)
	cmpl	%r11d, %esi
	jne	.L5
