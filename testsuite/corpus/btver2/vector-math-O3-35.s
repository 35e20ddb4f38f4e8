	vmovups	(%rcx,%rax), %xmm1
	incl	%esi
	vmovups	(%r9,%rax), %xmm0
	vdivps	%xmm1, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%r10d, %esi
	jb	.L304
