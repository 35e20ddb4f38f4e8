	vdivps	(%rdx,%rax), %xmm1, %xmm0
	incl	%ecx
	vmovups	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L134
