	vmulps	(%r11,%rax), %xmm2, %xmm0
	incl	%r8d
	vaddps	(%rdx,%rax), %xmm0, %xmm0
	vmovups	%xmm0, (%rdx,%rax)
	vmulps	%xmm0, %xmm2, %xmm0
	vaddps	(%rcx,%rax), %xmm0, %xmm0
	vmovups	%xmm0, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%ebx, %r8d
	jb	.L38
