	vmovdqu	(%rcx,%rax), %xmm0
	incl	%edx
	vmovdqu	(%rsi,%rax), %xmm3
	addq	$16, %rax
	cmpl	%r8d, %edx
	vpsubq	%xmm0, %xmm3, %xmm2
	vpsubq	%xmm3, %xmm0, %xmm4
	vpcmpgtq	%xmm3, %xmm0, %xmm0
	vpblendvb	%xmm0, %xmm4, %xmm2, %xmm0
	vpaddq	%xmm0, %xmm1, %xmm1
	jb	.L229
