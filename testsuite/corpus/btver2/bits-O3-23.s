	vmovdqu	(%rdx), %xmm0
	movl	%eax, %r9d
	prefetcht0	400(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vpshufb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%rdx)
	vmovdqu	-48(%rdx), %xmm0
	vpshufb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rdx)
	vmovdqu	-32(%rdx), %xmm0
	vpshufb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%rdx)
	vmovdqu	-16(%rdx), %xmm0
	vpshufb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%ecx, %r9d
	jne	.L146
