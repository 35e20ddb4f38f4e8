	vmovdqu	(%rcx), %xmm0
	movl	%eax, %r15d
	prefetcht0	400(%rcx)
	addl	$4, %eax
	addq	$64, %rcx
	vpsubb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%rcx)
	vmovdqu	-48(%rcx), %xmm0
	vpsubb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rcx)
	vmovdqu	-32(%rcx), %xmm0
	vpsubb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%rcx)
	vmovdqu	-16(%rcx), %xmm0
	vpsubb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rcx)
	cmpl	%esi, %r15d
	jne	.L77
