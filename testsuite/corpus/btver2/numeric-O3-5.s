	vaddsd	(%rax), %xmm1, %xmm1
	incl	%ecx
	addq	$16, %rax
	vaddsd	-8(%rax), %xmm1, %xmm1
	cmpl	%esi, %ecx
	jb	.L36
