	vmulps	(%rbx,%rdx), %xmm2, %xmm1
	incl	%ecx
	vaddps	(%r11,%rdx), %xmm1, %xmm1
	vmovups	%xmm1, (%r9,%rdx)
	addq	$16, %rdx
	cmpl	%ebp, %ecx
	jb	.L43
