	vmovups	(%rdx,%rax), %xmm1
	incl	%ecx
	vsubps	%xmm0, %xmm1, %xmm1
	vmovups	%xmm1, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L131
