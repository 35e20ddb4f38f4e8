	incl	%edx
	vpcmpeqd	(%rax), %xmm2, %xmm1
	addq	$16, %rax
	cmpl	%esi, %edx
	vpsubd	%xmm1, %xmm0, %xmm0
	jb	.L203
