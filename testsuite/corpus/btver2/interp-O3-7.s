	vmulps	(%rbx,%rax), %xmm7, %xmm5
	incl	%edx
	vmulps	(%r11,%rax), %xmm6, %xmm1
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	0(%rbp,%rax), %xmm8, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	(%r12,%rax), %xmm9, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vmovups	%xmm1, (%r14,%rax)
	addq	$16, %rax
	cmpl	%r13d, %edx
	jb	.L49
