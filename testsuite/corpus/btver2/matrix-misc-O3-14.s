	vmovdqa	%xmm2, %xmm0
	incl	%r9d
	vpcmpeqd	%xmm4, %xmm0, %xmm0
	addq	$32, %rax
	vpmovsxdq	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxdq	%xmm0, %xmm0
	vandpd	%xmm1, %xmm3, %xmm1
	vandpd	%xmm0, %xmm3, %xmm0
	vmovupd	%xmm1, -32(%rax)
	vmovupd	%xmm0, -16(%rax)
	cmpl	%esi, %r9d
	vpaddd	%xmm5, %xmm2, %xmm2
	jb	.L136
