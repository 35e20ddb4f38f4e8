	vmovups	(%r11,%rax), %xmm0
	incl	%r10d
	vmulps	0(%r13,%rax), %xmm4, %xmm3
	vaddps	(%rbx,%rax), %xmm0, %xmm0
	vaddps	0(%rbp,%rax), %xmm0, %xmm0
	vaddps	(%r12,%rax), %xmm0, %xmm0
	vsubps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, (%r9,%rax)
	addq	$16, %rax
	cmpl	%ecx, %r10d
	jb	.L119
