	vmulps	(%r9), %xmm2, %xmm1
	prefetcht0	304(%r9)
	movl	%eax, %r11d
	addq	$64, %r9
	addl	$4, %eax
	prefetcht0	304(%rdx)
	addq	$64, %rdx
	vaddps	-64(%rdx), %xmm1, %xmm1
	vmovups	%xmm1, -64(%rdx)
	vmulps	-48(%r9), %xmm2, %xmm1
	vaddps	-48(%rdx), %xmm1, %xmm1
	vmovups	%xmm1, -48(%rdx)
	vmulps	-32(%r9), %xmm2, %xmm1
	vaddps	-32(%rdx), %xmm1, %xmm1
	vmovups	%xmm1, -32(%rdx)
	vmulps	-16(%r9), %xmm2, %xmm1
	vaddps	-16(%rdx), %xmm1, %xmm1
	vmovups	%xmm1, -16(%rdx)
	cmpl	%ecx, %r11d
	jne	.L42
