	vpmaxsd	(%rax), %xmm2, %xmm1
	incl	%edx
	addq	$16, %rax
	cmpl	%esi, %edx
	vpaddd	%xmm1, %xmm0, %xmm0
	jb	.L134
