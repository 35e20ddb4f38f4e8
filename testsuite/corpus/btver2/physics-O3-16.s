	vmulps	(%rdx,%rax), %xmm2, %xmm1
	incl	%ecx
	vmovups	%xmm1, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L105
