	vmovdqu	(%rcx,%rax), %xmm1
	incl	%edx
	vmovdqu	(%rsi,%rax), %xmm0
	addq	$16, %rax
	cmpl	%r8d, %edx
	vpunpckldq	%xmm1, %xmm1, %xmm4
	vpunpckhdq	%xmm1, %xmm1, %xmm1
	vpunpckldq	%xmm0, %xmm0, %xmm3
	vpunpckhdq	%xmm0, %xmm0, %xmm0
	vpmuldq	%xmm4, %xmm3, %xmm3
	vpmuldq	%xmm1, %xmm0, %xmm0
	vpaddq	%xmm2, %xmm3, %xmm2
	vpaddq	%xmm2, %xmm0, %xmm2
	jb	.L172
