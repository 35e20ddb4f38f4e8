	vmovdqu	(%rcx,%rax), %xmm0
	incl	%edx
	vpand	%xmm3, %xmm0, %xmm1
	vpsrld	$16, %xmm0, %xmm0
	vcvtdq2ps	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm0, %xmm1, %xmm0
	vmovups	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r8d, %edx
	jb	.L119
