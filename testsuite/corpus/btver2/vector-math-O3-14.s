	vmovups	(%rdx), %xmm1
	movl	%eax, %r9d
	prefetcht0	400(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vsubps	%xmm0, %xmm1, %xmm1
	vmovups	%xmm1, -64(%rdx)
	vmovups	-48(%rdx), %xmm1
	vsubps	%xmm0, %xmm1, %xmm1
	vmovups	%xmm1, -48(%rdx)
	vmovups	-32(%rdx), %xmm1
	vsubps	%xmm0, %xmm1, %xmm1
	vmovups	%xmm1, -32(%rdx)
	vmovups	-16(%rdx), %xmm1
	vsubps	%xmm0, %xmm1, %xmm1
	vmovups	%xmm1, -16(%rdx)
	cmpl	%r9d, %ecx
	jne	.L130
