	incq	%rdx
	vpxor	(%rax), %xmm0, %xmm0
	addq	$16, %rax
	cmpq	%rsi, %rdx
	jb	.L102
