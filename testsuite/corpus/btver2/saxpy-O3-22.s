	vmulps	(%r9,%rax), %xmm2, %xmm1
	incl	%r8d
	vaddps	(%rcx,%rax), %xmm1, %xmm1
	vmovups	%xmm1, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%r10d, %r8d
	jb	.L150
