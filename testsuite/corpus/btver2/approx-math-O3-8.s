	vmovups	(%r8,%rax), %xmm2
	incl	%ecx
	vcmpltps	%xmm9, %xmm2, %xmm1
	vxorps	%xmm8, %xmm2, %xmm0
	vmulps	%xmm7, %xmm2, %xmm3
	vblendvps	%xmm1, %xmm0, %xmm2, %xmm0
	vmulps	%xmm5, %xmm0, %xmm1
	vaddps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm6, %xmm1, %xmm1
	vmulps	%xmm0, %xmm1, %xmm0
	vsubps	%xmm0, %xmm3, %xmm0
	vmovups	%xmm0, (%r9,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L64
