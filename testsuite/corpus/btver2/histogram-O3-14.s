	vmovdqu	(%rax), %xmm1
	incl	%edx
	addq	$16, %rax
	cmpl	%esi, %edx
	vpcmpgtd	%xmm2, %xmm1, %xmm1
	vpsubd	%xmm1, %xmm0, %xmm0
	jb	.L71
