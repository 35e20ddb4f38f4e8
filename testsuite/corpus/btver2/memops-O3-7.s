	vmovdqu	(%r8), %xmm0
	prefetcht0	-368(%r8)
	movl	%esi, %ebx
	subq	$64, %r8
	addl	$4, %esi
	prefetchw	-368(%r9)
	subq	$64, %r9
	vmovdqu	%xmm0, 64(%r9)
	vmovdqu	48(%r8), %xmm0
	vmovdqu	%xmm0, 48(%r9)
	vmovdqu	32(%r8), %xmm0
	vmovdqu	%xmm0, 32(%r9)
	vmovdqu	16(%r8), %xmm0
	vmovdqu	%xmm0, 16(%r9)
	cmpl	%edi, %ebx
	jne	.L29
