	vmovdqu	(%rcx,%rax), %xmm0
	incl	%esi
	vpsubb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%r14d, %esi
	jb	.L79
