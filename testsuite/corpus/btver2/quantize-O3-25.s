	vmulps	(%rdx,%rax), %xmm4, %xmm1
	incl	%ecx
	vaddps	%xmm5, %xmm1, %xmm1
	vcmpltps	%xmm6, %xmm1, %xmm0
	vcmpltps	%xmm1, %xmm3, %xmm2
	vpandn	%xmm2, %xmm0, %xmm2
	vandnps	%xmm1, %xmm0, %xmm0
	vblendvps	%xmm2, %xmm3, %xmm0, %xmm0
	vmovups	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L256
