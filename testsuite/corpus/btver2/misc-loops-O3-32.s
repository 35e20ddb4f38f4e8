	vmovdqu	(%rsi,%rdx), %xmm0
	incl	%ecx
	vpsrldq	$8, %xmm0, %xmm1
	vpmovsxdq	%xmm0, %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	(%rax,%rdx,2), %xmm0, %xmm0
	vpaddq	16(%rax,%rdx,2), %xmm1, %xmm1
	vmovdqu	%xmm0, (%rax,%rdx,2)
	vmovdqu	%xmm1, 16(%rax,%rdx,2)
	addq	$16, %rdx
	cmpl	%edi, %ecx
	jb	.L246
