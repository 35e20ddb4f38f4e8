	incl	%edx
	vpxor	(%rax), %xmm0, %xmm0
	addq	$16, %rax
	cmpl	%esi, %edx
	jb	.L77
