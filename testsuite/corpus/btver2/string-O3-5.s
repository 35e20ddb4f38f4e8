	vmovdqu	(%r8,%rdx), %xmm0
	incl	%edi
	vmovdqu	%xmm0, (%r9,%rdx)
	addq	$16, %rdx
	cmpl	%r10d, %edi
	jb	.L22
