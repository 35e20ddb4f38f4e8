	vmovups	(%rdx,%rax), %xmm1
	incl	%esi
	vmovups	0(%rbp,%rax), %xmm0
	vaddps	%xmm1, %xmm1, %xmm3
	vsubps	%xmm3, %xmm0, %xmm0
	vaddps	(%rbx,%rax), %xmm0, %xmm0
	vmulps	%xmm4, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r11d, %esi
	jb	.L220
