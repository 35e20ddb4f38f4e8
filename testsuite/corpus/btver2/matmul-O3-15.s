	vmulps	(%rcx,%rbx), %xmm4, %xmm0
	incl	%edx
	vmulps	(%r8,%rbx), %xmm2, %xmm3
	vaddps	(%rax,%rbx), %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, (%rax,%rbx)
	addq	$16, %rbx
	cmpl	%r11d, %edx
	jb	.L143
