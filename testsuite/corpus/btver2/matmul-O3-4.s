	vmulps	(%r10,%rdx), %xmm4, %xmm0
	incl	%edi
	vmulps	0(%rbp,%rdx), %xmm2, %xmm3
	vaddps	(%rcx,%rdx), %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, (%rcx,%rdx)
	addq	$16, %rdx
	cmpl	%r13d, %edi
	jb	.L27
