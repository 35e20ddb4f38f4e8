	vmovups	(%rcx,%rax,2), %xmm0
	incl	%edi
	vmovups	16(%rcx,%rax,2), %xmm2
	vshufps	$136, %xmm2, %xmm0, %xmm1
	vshufps	$221, %xmm2, %xmm0, %xmm0
	vmaxps	%xmm0, %xmm1, %xmm0
	vmovups	%xmm0, (%r9,%rax)
	addq	$16, %rax
	cmpl	%r10d, %edi
	jb	.L158
