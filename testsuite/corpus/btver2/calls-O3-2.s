	vaddsd	(%rax), %xmm0, %xmm0
	incl	%edx
	addq	$16, %rax
	vaddsd	-8(%rax), %xmm0, %xmm0
	cmpl	%ecx, %edx
	jb	.L24
