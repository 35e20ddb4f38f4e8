	vpcmpeqd	(%rax), %xmm4, %xmm3
	vmovdqa	%xmm1, %xmm0
	vpblendvb	%xmm3, %xmm0, %xmm2, %xmm0
	incl	%edx
	addq	$16, %rax
	cmpl	%esi, %edx
	vpaddd	%xmm5, %xmm1, %xmm1
	vmovdqa	%xmm0, %xmm2
	jb	.L14
