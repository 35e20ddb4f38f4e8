	vmovups	(%rcx,%rax,2), %xmm0
	incl	%esi
	vmovups	16(%rcx,%rax,2), %xmm2
	vshufps	$136, %xmm2, %xmm0, %xmm1
	vshufps	$221, %xmm2, %xmm0, %xmm0
	vmulps	%xmm1, %xmm1, %xmm1
	vmulps	%xmm0, %xmm0, %xmm0
	vaddps	%xmm0, %xmm1, %xmm1
	vmovups	%xmm1, (%r9,%rax)
	addq	$16, %rax
	cmpl	%r10d, %esi
	jb	.L50
