	vmovups	(%r11,%rax), %xmm0
	incl	%r9d
	vmulps	(%r10,%rax), %xmm0, %xmm0
	vsubps	(%rbx,%rax), %xmm0, %xmm0
	vmovups	%xmm0, 0(%rbp,%rax)
	addq	$16, %rax
	cmpl	%r12d, %r9d
	jb	.L24
