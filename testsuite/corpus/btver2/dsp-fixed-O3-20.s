	vmovdqu	(%rsi,%rax), %xmm0
	incl	%ecx
	vpmovzxdq	%xmm0, %xmm1
	vpunpckhdq	%xmm2, %xmm0, %xmm0
	vmovdqu	%xmm1, (%rdx,%rax,2)
	vmovdqu	%xmm0, 16(%rdx,%rax,2)
	addq	$16, %rax
	cmpl	%r9d, %ecx
	jb	.L167
