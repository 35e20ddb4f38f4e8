	vmulps	(%rdx), %xmm2, %xmm1
	movl	%eax, %r9d
	prefetcht0	400(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vmovups	%xmm1, -64(%rdx)
	vmulps	-48(%rdx), %xmm2, %xmm1
	vmovups	%xmm1, -48(%rdx)
	vmulps	-32(%rdx), %xmm2, %xmm1
	vmovups	%xmm1, -32(%rdx)
	vmulps	-16(%rdx), %xmm2, %xmm1
	vmovups	%xmm1, -16(%rdx)
	cmpl	%r9d, %ecx
	jne	.L104
