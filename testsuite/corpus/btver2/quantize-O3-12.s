	vmovups	(%rdx,%rax), %xmm0
	incl	%ecx
	vsubps	(%rbx,%rax), %xmm0, %xmm0
	vmulps	0(%rbp,%rax), %xmm0, %xmm0
	vmulps	(%r12,%rax), %xmm0, %xmm0
	vaddps	(%r14,%rax), %xmm0, %xmm0
	vmovups	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r13d, %ecx
	jb	.L107
