	vmovups	(%r8,%rax), %xmm14
	incl	%edx
	vmovups	(%r11,%rax), %xmm0
	vmulps	%xmm14, %xmm5, %xmm13
	vmulps	%xmm0, %xmm6, %xmm15
	vmulps	%xmm14, %xmm9, %xmm14
	vmulps	%xmm0, %xmm11, %xmm0
	vaddps	%xmm15, %xmm13, %xmm13
	vaddps	%xmm8, %xmm13, %xmm13
	vaddps	%xmm14, %xmm0, %xmm0
	vmovups	%xmm13, (%rbx,%rax)
	vaddps	%xmm12, %xmm0, %xmm0
	vmovups	%xmm0, 0(%rbp,%rax)
	addq	$16, %rax
	cmpl	%r12d, %edx
	jb	.L41
