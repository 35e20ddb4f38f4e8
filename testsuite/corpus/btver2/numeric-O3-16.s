	vmulps	(%rcx,%rax), %xmm2, %xmm1
	incl	%esi
	vmovups	%xmm1, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %esi
	jb	.L94
