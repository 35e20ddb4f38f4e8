	vmovups	(%r15,%rax), %xmm0
	incl	%r14d
	vmulps	(%rcx,%rax), %xmm0, %xmm0
	vmovups	%xmm0, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%r11d, %r14d
	jb	.L62
