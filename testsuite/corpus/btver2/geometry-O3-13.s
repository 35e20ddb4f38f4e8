	vmovups	(%rcx,%rax), %xmm1
	incl	%edx
	vmovups	(%r11,%rax), %xmm0
	vsubps	%xmm10, %xmm1, %xmm1
	vsubps	%xmm12, %xmm0, %xmm0
	vmulps	%xmm1, %xmm11, %xmm9
	vmulps	%xmm0, %xmm13, %xmm3
	vmulps	%xmm1, %xmm14, %xmm1
	vmulps	%xmm0, %xmm15, %xmm0
	vaddps	%xmm9, %xmm3, %xmm3
	vmulps	%xmm7, %xmm3, %xmm3
	vaddps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm7, %xmm0, %xmm0
	vmovups	%xmm3, (%rbx,%rax)
	vmovups	%xmm0, 0(%rbp,%rax)
	addq	$16, %rax
	cmpl	%r12d, %edx
	jb	.L115
