	vmovups	(%rdx,%rax), %xmm1
	incl	%ecx
	vcmpltps	%xmm1, %xmm2, %xmm0
	vandps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L128
