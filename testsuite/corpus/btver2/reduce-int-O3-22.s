	vmovdqu	(%rax), %xmm1
	incl	%edx
	addq	$16, %rax
	cmpl	%esi, %edx
	vpmulld	%xmm1, %xmm1, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	jb	.L159
