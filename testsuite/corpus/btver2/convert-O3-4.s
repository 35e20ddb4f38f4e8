	vmovdqu	(%rsi,%rax), %xmm0
	incl	%ecx
	vcvtdq2pd	%xmm0, %xmm1
	vpshufd	$238, %xmm0, %xmm0
	vcvtdq2pd	%xmm0, %xmm0
	vmovupd	%xmm1, (%rdx,%rax,2)
	vmovupd	%xmm0, 16(%rdx,%rax,2)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L28
