	vmovups	(%rdx,%rax), %xmm0
	incl	%ecx
	vcmpltps	%xmm6, %xmm0, %xmm3
	vxorps	%xmm4, %xmm0, %xmm1
	vblendvps	%xmm3, %xmm1, %xmm0, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm5, %xmm1, %xmm1
	vdivps	%xmm1, %xmm0, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L123
