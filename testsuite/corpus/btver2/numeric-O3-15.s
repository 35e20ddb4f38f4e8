	movl	%r9d, %esi
	addl	$4, %r9d
	prefetcht0	400(%rcx)
	addq	$64, %rcx
	vmulps	-64(%rcx), %xmm2, %xmm1
	vmovups	%xmm1, -64(%rcx)
	vmulps	-48(%rcx), %xmm2, %xmm1
	vmovups	%xmm1, -48(%rcx)
	vmulps	-32(%rcx), %xmm2, %xmm1
	vmovups	%xmm1, -32(%rcx)
	vmulps	-16(%rcx), %xmm2, %xmm1
	vmovups	%xmm1, -16(%rcx)
	cmpl	%eax, %r9d
	jne	.L93
