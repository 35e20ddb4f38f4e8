	vmovdqu	(%rsi,%rax), %xmm0
	incl	%ecx
	vmovdqu	(%rdi,%rax), %xmm1
	vpunpckhdq	%xmm0, %xmm0, %xmm2
	vpunpckldq	%xmm0, %xmm0, %xmm0
	vpunpckhdq	%xmm1, %xmm1, %xmm3
	vpunpckldq	%xmm1, %xmm1, %xmm1
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpmuldq	%xmm1, %xmm0, %xmm0
	vpaddq	16(%rdx,%rax,2), %xmm2, %xmm2
	vpaddq	(%rdx,%rax,2), %xmm0, %xmm0
	vmovdqu	%xmm2, 16(%rdx,%rax,2)
	vmovdqu	%xmm0, (%rdx,%rax,2)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L217
