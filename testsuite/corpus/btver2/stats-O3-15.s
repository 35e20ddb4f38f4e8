	vmovups	(%rdx), %xmm0
	movl	%eax, %r9d
	prefetcht0	368(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm4, %xmm0, %xmm0
	vmovups	%xmm0, -64(%rdx)
	vmovups	-48(%rdx), %xmm0
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm4, %xmm0, %xmm0
	vmovups	%xmm0, -48(%rdx)
	vmovups	-32(%rdx), %xmm0
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm4, %xmm0, %xmm0
	vmovups	%xmm0, -32(%rdx)
	vmovups	-16(%rdx), %xmm0
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm4, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rdx)
	cmpl	%r9d, %ecx
	jne	.L100
