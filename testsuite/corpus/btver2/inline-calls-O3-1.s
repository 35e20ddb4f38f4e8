	vpminsd	(%rdx), %xmm1, %xmm0
	movl	%eax, %r9d
	prefetcht0	368(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vpmaxsd	%xmm2, %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%rdx)
	vpminsd	-48(%rdx), %xmm1, %xmm0
	vpmaxsd	%xmm2, %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rdx)
	vpminsd	-32(%rdx), %xmm1, %xmm0
	vpmaxsd	%xmm2, %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%rdx)
	vpminsd	-16(%rdx), %xmm1, %xmm0
	vpmaxsd	%xmm2, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%ecx, %r9d
	jne	.L5
