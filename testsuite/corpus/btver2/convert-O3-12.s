	vmovups	(%rsi,%rax), %xmm1
	incl	%ecx
	vmovhlps	%xmm1, %xmm0, %xmm0
	vcvtps2pd	%xmm1, %xmm2
	vcvtps2pd	%xmm0, %xmm1
	vmovupd	%xmm2, (%rdx,%rax,2)
	vmovupd	%xmm1, 16(%rdx,%rax,2)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L88
