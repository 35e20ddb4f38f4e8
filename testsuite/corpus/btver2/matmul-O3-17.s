	vmulps	(%r15,%rax), %xmm2, %xmm1
	incl	%ecx
	vaddps	(%rdx,%rax), %xmm1, %xmm1
	vmovups	%xmm1, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r9d, %ecx
	jb	.L151
