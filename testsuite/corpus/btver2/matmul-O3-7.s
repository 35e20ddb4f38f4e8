	vmulps	0(%rbp,%rdx), %xmm2, %xmm1
	incl	%esi
	vaddps	(%rcx,%rdx), %xmm1, %xmm1
	vmovups	%xmm1, (%rcx,%rdx)
	addq	$16, %rdx
	cmpl	%r13d, %esi
	jb	.L35
