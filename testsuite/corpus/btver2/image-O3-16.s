	vmulps	(%rdx), %xmm1, %xmm2
	movl	%eax, %r9d
	prefetcht0	368(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vaddps	%xmm4, %xmm2, %xmm2
	vmovups	%xmm2, -64(%rdx)
	vmulps	-48(%rdx), %xmm1, %xmm2
	vaddps	%xmm4, %xmm2, %xmm2
	vmovups	%xmm2, -48(%rdx)
	vmulps	-32(%rdx), %xmm1, %xmm2
	vaddps	%xmm4, %xmm2, %xmm2
	vmovups	%xmm2, -32(%rdx)
	vmulps	-16(%rdx), %xmm1, %xmm2
	vaddps	%xmm4, %xmm2, %xmm2
	vmovups	%xmm2, -16(%rdx)
	cmpl	%r9d, %ecx
	jne	.L139
