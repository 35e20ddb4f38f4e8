	vaddsd	(%rax), %xmm0, %xmm0
	incl	%r12d
	addq	$16, %rax
	vaddsd	-8(%rax), %xmm0, %xmm0
	cmpl	%esi, %r12d
	jb	.L40
