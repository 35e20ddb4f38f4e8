	vmovdqu	(%rdx), %xmm1
	vpshufd	$27, (%rax), %xmm0
	vpunpckhdq	%xmm0, %xmm0, %xmm2
	incl	%ecx
	vpunpckldq	%xmm0, %xmm0, %xmm0
	subq	$16, %rax
	addq	$16, %rdx
	cmpl	%ebx, %ecx
	vpunpckhdq	%xmm1, %xmm1, %xmm4
	vpunpckldq	%xmm1, %xmm1, %xmm1
	vpmuludq	%xmm4, %xmm2, %xmm2
	vpmuludq	%xmm1, %xmm0, %xmm0
	vpaddq	%xmm0, %xmm2, %xmm0
	vpaddq	%xmm0, %xmm3, %xmm3
	jb	.L109
