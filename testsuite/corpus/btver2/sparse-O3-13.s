	vmovdqu	(%rcx,%rax), %xmm1
	incl	%edx
	vpsubd	(%r9,%rax), %xmm1, %xmm1
	addq	$16, %rax
	cmpl	%r8d, %edx
	vpmaxsd	%xmm1, %xmm0, %xmm0
	jb	.L115
