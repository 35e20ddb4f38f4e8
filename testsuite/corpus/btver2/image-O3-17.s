	vmulps	(%rdx,%rax), %xmm1, %xmm2
	incl	%ecx
	vaddps	%xmm4, %xmm2, %xmm2
	vmovups	%xmm2, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L140
