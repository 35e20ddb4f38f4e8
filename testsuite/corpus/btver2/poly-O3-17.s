	vmovdqa	%xmm2, %xmm0
	incl	%edx
	vpshufd	$238, %xmm0, %xmm1
	vcvtdq2pd	%xmm0, %xmm0
	vcvtdq2pd	%xmm1, %xmm1
	vpaddd	%xmm3, %xmm2, %xmm2
	vmulpd	(%rcx,%rax), %xmm0, %xmm0
	vmulpd	16(%rcx,%rax), %xmm1, %xmm1
	vmovupd	%xmm0, (%rsi,%rax)
	vmovupd	%xmm1, 16(%rsi,%rax)
	addq	$32, %rax
	cmpl	%r8d, %edx
	jb	.L104
