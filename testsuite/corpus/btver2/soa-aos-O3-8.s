	incl	%ecx
	vaddpd	(%rax), %xmm1, %xmm1
	addq	$16, %rax
	cmpl	%esi, %ecx
	jb	.L53
