	vdivps	(%rdx), %xmm1, %xmm0
	movl	%eax, %r9d
	prefetcht0	192(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vmovups	%xmm0, -64(%rdx)
	vdivps	-48(%rdx), %xmm1, %xmm0
	vmovups	%xmm0, -48(%rdx)
	vdivps	-32(%rdx), %xmm1, %xmm0
	vmovups	%xmm0, -32(%rdx)
	vdivps	-16(%rdx), %xmm1, %xmm0
	vmovups	%xmm0, -16(%rdx)
	cmpl	%r9d, %ecx
	jne	.L133
