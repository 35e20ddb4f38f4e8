	incl	%edx
	addq	$16, %rax
	vpmulld	-16(%rax), %xmm0, %xmm0
	cmpl	%esi, %edx
	jb	.L89
