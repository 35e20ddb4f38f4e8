	vmovups	(%rcx,%rax,2), %xmm1
	incl	%esi
	vmovups	16(%rcx,%rax,2), %xmm2
	vshufps	$221, %xmm2, %xmm1, %xmm0
	vshufps	$136, %xmm2, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, (%r9,%rax)
	addq	$16, %rax
	cmpl	%r10d, %esi
	jb	.L16
