	incl	%eax
	vaddpd	(%rdi), %xmm1, %xmm1
	addq	$16, %rdi
	cmpl	%edx, %eax
	jb	.L128
