	vpxor	(%rdx), %xmm1, %xmm0
	movl	%eax, %r9d
	prefetcht0	400(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vmovdqu	%xmm0, -64(%rdx)
	vpxor	-48(%rdx), %xmm1, %xmm0
	vmovdqu	%xmm0, -48(%rdx)
	vpxor	-32(%rdx), %xmm1, %xmm0
	vmovdqu	%xmm0, -32(%rdx)
	vpxor	-16(%rdx), %xmm1, %xmm0
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%ecx, %r9d
	jne	.L40
