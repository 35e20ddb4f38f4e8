	vcvtpd2psx	(%rdx,%rax,2), %xmm0
	incl	%ecx
	vcvtpd2psx	16(%rdx,%rax,2), %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L75
