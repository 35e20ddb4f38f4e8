	vmovdqu	(%rdx,%rax), %xmm0
	incl	%ecx
	vpcmpgtd	%xmm0, %xmm3, %xmm1
	vpand	%xmm2, %xmm1, %xmm1
	vpaddd	%xmm0, %xmm1, %xmm0
	vpand	%xmm2, %xmm0, %xmm0
	vpsubd	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L72
