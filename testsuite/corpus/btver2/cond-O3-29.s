	vmovdqu	(%r9,%rax), %xmm3
	incl	%edx
	vmovdqu	(%r10,%rax), %xmm0
	vpminsd	%xmm0, %xmm3, %xmm1
	vpcmpeqd	%xmm1, %xmm3, %xmm2
	vpcmpeqd	%xmm1, %xmm0, %xmm1
	vpcmpgtd	%xmm3, %xmm0, %xmm0
	vpand	%xmm1, %xmm2, %xmm1
	vpor	%xmm4, %xmm0, %xmm0
	vpblendvb	%xmm1, %xmm5, %xmm0, %xmm0
	vmovdqu	%xmm0, (%r11,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L267
