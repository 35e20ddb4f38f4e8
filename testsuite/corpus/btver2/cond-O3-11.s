	vmovups	(%r8,%rax), %xmm0
	incl	%ecx
	vcmpltps	%xmm2, %xmm0, %xmm4
	vcmpltps	%xmm0, %xmm3, %xmm1
	vblendvps	%xmm4, %xmm2, %xmm0, %xmm0
	vpandn	%xmm1, %xmm4, %xmm1
	vblendvps	%xmm1, %xmm3, %xmm0, %xmm0
	vmovups	%xmm0, (%r9,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L99
