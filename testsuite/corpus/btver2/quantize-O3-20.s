	vmovups	0(%rbp,%rax), %xmm13
	incl	%r11d
	vmulps	(%rcx,%rax), %xmm7, %xmm0
	vmulps	%xmm13, %xmm8, %xmm3
	vaddps	%xmm3, %xmm0, %xmm0
	vmulps	%xmm13, %xmm10, %xmm3
	vmovups	%xmm0, (%rcx,%rax)
	vmulps	%xmm0, %xmm11, %xmm0
	vmulps	%xmm13, %xmm3, %xmm3
	vmulps	(%r9,%rax), %xmm9, %xmm13
	vaddps	%xmm13, %xmm3, %xmm3
	vmovups	(%r10,%rax), %xmm13
	vmovups	%xmm3, (%r9,%rax)
	vaddps	%xmm12, %xmm3, %xmm3
	vdivps	%xmm3, %xmm0, %xmm0
	vsubps	%xmm0, %xmm13, %xmm13
	vmovups	%xmm13, (%r10,%rax)
	addq	$16, %rax
	cmpl	%r12d, %r11d
	jb	.L204
