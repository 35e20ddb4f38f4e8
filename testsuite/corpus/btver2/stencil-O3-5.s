	vmulps	0(%rbp,%rax), %xmm3, %xmm2
	incl	%esi
	vmulps	(%rdx,%rax), %xmm1, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vmulps	(%rbx,%rax), %xmm1, %xmm2
	vaddps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, (%r10,%rax)
	addq	$16, %rax
	cmpl	%r11d, %esi
	jb	.L28
