	vmovdqu	(%rdx), %xmm0
	movl	%eax, %r9d
	prefetcht0	320(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vpsrlq	$7, %xmm0, %xmm1
	vpsllq	$3, %xmm0, %xmm0
	vpxor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -64(%rdx)
	vmovdqu	-48(%rdx), %xmm0
	vpsrlq	$7, %xmm0, %xmm1
	vpsllq	$3, %xmm0, %xmm0
	vpxor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -48(%rdx)
	vmovdqu	-32(%rdx), %xmm0
	vpsrlq	$7, %xmm0, %xmm1
	vpsllq	$3, %xmm0, %xmm0
	vpxor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -32(%rdx)
	vmovdqu	-16(%rdx), %xmm0
	vpsrlq	$7, %xmm0, %xmm1
	vpsllq	$3, %xmm0, %xmm0
	vpxor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%ecx, %r9d
	jne	.L130
