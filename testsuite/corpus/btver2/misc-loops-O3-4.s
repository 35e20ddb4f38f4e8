	vaddsd	(%rax), %xmm0, %xmm0
	incq	%rdx
	addq	$16, %rax
	vaddsd	-8(%rax), %xmm0, %xmm0
	cmpq	%rsi, %rdx
	jb	.L21
