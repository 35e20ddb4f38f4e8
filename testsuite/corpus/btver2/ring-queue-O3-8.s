	vmulps	(%rbx), %xmm2, %xmm1
	prefetcht0	304(%r11)
	prefetcht0	304(%rbx)
	movl	%edx, %r12d
	addq	$64, %r11
	addq	$64, %rbx
	addl	$4, %edx
	prefetchw	304(%r9)
	addq	$64, %r9
	vaddps	-64(%r11), %xmm1, %xmm1
	vmovups	%xmm1, -64(%r9)
	vmulps	-48(%rbx), %xmm2, %xmm1
	vaddps	-48(%r11), %xmm1, %xmm1
	vmovups	%xmm1, -48(%r9)
	vmulps	-32(%rbx), %xmm2, %xmm1
	vaddps	-32(%r11), %xmm1, %xmm1
	vmovups	%xmm1, -32(%r9)
	vmulps	-16(%rbx), %xmm2, %xmm1
	vaddps	-16(%r11), %xmm1, %xmm1
	vmovups	%xmm1, -16(%r9)
	cmpl	%r12d, %ecx
	jne	.L42
