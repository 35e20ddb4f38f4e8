	vmulps	(%r11,%rax), %xmm3, %xmm2
	incl	%edx
	vmulps	(%rcx,%rax), %xmm1, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vmulps	(%rbx,%rax), %xmm1, %xmm2
	vaddps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, 0(%rbp,%rax)
	addq	$16, %rax
	cmpl	%r12d, %edx
	jb	.L243
