	vmovups	(%r8,%rax), %xmm0
	incl	%edx
	vmovups	(%r12,%rax), %xmm1
	vmovups	(%rcx,%rax), %xmm4
	vsubps	%xmm0, %xmm1, %xmm1
	vmulps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm0, %xmm1, %xmm1
	vmovups	0(%r13,%rax), %xmm0
	vsubps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm4, %xmm0, %xmm0
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm5, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, (%r11,%rax)
	addq	$16, %rax
	cmpl	%ebp, %edx
	jb	.L247
