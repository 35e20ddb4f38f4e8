	vmovdqu	(%rcx,%rax), %xmm1
	incl	%edx
	vpmuludq	%xmm2, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm1
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm1, %xmm0, %xmm0
	vpsrld	$3, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r8d, %edx
	jb	.L20
