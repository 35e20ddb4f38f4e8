	vmovdqu	(%rcx,%rax), %xmm0
	incl	%edx
	vpsrld	$11, %xmm0, %xmm0
	vpand	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r8d, %edx
	jb	.L187
