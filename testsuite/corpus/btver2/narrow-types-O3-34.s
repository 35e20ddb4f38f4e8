	vpsubq	(%rdx,%rax), %xmm1, %xmm0
	incl	%ecx
	vmovdqu	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L287
