	vmovups	(%rdx,%rax), %xmm0
	incl	%ecx
	vdivps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L110
