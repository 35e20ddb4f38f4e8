	vmovdqu	(%rdx), %xmm0
	movl	%edi, %ecx
	addl	$4, %edi
	prefetcht0	400(%rdx)
	addq	$64, %rdx
	vpslld	$1, %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%rdx)
	vmovdqu	-48(%rdx), %xmm0
	vpslld	$1, %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rdx)
	vmovdqu	-32(%rdx), %xmm0
	vpslld	$1, %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%rdx)
	vmovdqu	-16(%rdx), %xmm0
	vpslld	$1, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%eax, %edi
	jne	.L47
