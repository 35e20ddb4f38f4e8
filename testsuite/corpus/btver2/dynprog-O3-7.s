	vmovdqu	(%r9,%rdx), %xmm0
	incl	%r8d
	vpaddq	(%rcx,%rdx), %xmm0, %xmm0
	vmovdqu	%xmm0, (%rcx,%rdx)
	addq	$16, %rdx
	cmpl	%r10d, %r8d
	jb	.L29
