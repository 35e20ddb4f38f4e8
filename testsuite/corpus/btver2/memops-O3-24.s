	vmovups	(%r8,%rax), %xmm0
	incl	%ecx
	vmovups	(%r11,%rax), %xmm1
	vunpcklps	%xmm1, %xmm0, %xmm2
	vunpckhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm2, (%rdx,%rax,2)
	vmovups	%xmm0, 16(%rdx,%rax,2)
	addq	$16, %rax
	cmpl	%ebx, %ecx
	jb	.L157
