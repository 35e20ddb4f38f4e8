	vmovdqu	(%rax), %xmm2
	incl	%edx
	addq	$16, %rax
	cmpl	%r8d, %edx
	vpminsd	%xmm2, %xmm1, %xmm1
	vpmaxsd	%xmm2, %xmm0, %xmm0
	jb	.L208
