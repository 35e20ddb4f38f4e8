	vpminsd	(%rdx,%rax), %xmm1, %xmm0
	incl	%ecx
	vpmaxsd	%xmm2, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%edi, %ecx
	jb	.L6
