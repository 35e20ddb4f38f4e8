	vmovups	(%rdx), %xmm2
	movl	%r9d, %ecx
	addl	$4, %r9d
	prefetcht0	368(%rdx)
	addq	$64, %rdx
	vcmpltps	%xmm2, %xmm0, %xmm1
	vandps	%xmm2, %xmm1, %xmm1
	vmovups	-48(%rdx), %xmm2
	vmovups	%xmm1, -64(%rdx)
	vcmpltps	%xmm2, %xmm0, %xmm1
	vandps	%xmm2, %xmm1, %xmm1
	vmovups	-32(%rdx), %xmm2
	vmovups	%xmm1, -48(%rdx)
	vcmpltps	%xmm2, %xmm0, %xmm1
	vandps	%xmm2, %xmm1, %xmm1
	vmovups	-16(%rdx), %xmm2
	vmovups	%xmm1, -32(%rdx)
	vcmpltps	%xmm2, %xmm0, %xmm1
	vandps	%xmm2, %xmm1, %xmm1
	vmovups	%xmm1, -16(%rdx)
	cmpl	%r9d, %eax
	jne	.L127
