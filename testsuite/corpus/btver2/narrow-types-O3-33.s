	vpsubq	(%rdx), %xmm0, %xmm1
	movl	%eax, %r9d
	prefetcht0	400(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vmovdqu	%xmm1, -64(%rdx)
	vpsubq	-48(%rdx), %xmm0, %xmm1
	vmovdqu	%xmm1, -48(%rdx)
	vpsubq	-32(%rdx), %xmm0, %xmm1
	vmovdqu	%xmm1, -32(%rdx)
	vpsubq	-16(%rdx), %xmm0, %xmm1
	vmovdqu	%xmm1, -16(%rdx)
	cmpl	%ecx, %r9d
	jne	.L286
