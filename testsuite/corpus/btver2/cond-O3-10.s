	vmovups	(%r8), %xmm0
	prefetcht0	256(%r8)
	movl	%r11d, %ecx
	addl	$4, %r11d
	addq	$64, %r8
	prefetchw	256(%r9)
	addq	$64, %r9
	vcmpltps	%xmm2, %xmm0, %xmm4
	vcmpltps	%xmm0, %xmm3, %xmm1
	vblendvps	%xmm4, %xmm2, %xmm0, %xmm0
	vpandn	%xmm1, %xmm4, %xmm1
	vblendvps	%xmm1, %xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -64(%r9)
	vmovups	-48(%r8), %xmm0
	vcmpltps	%xmm2, %xmm0, %xmm4
	vcmpltps	%xmm0, %xmm3, %xmm1
	vblendvps	%xmm4, %xmm2, %xmm0, %xmm0
	vpandn	%xmm1, %xmm4, %xmm1
	vblendvps	%xmm1, %xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -48(%r9)
	vmovups	-32(%r8), %xmm0
	vcmpltps	%xmm2, %xmm0, %xmm4
	vcmpltps	%xmm0, %xmm3, %xmm1
	vblendvps	%xmm4, %xmm2, %xmm0, %xmm0
	vpandn	%xmm1, %xmm4, %xmm1
	vblendvps	%xmm1, %xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -32(%r9)
	vmovups	-16(%r8), %xmm0
	vcmpltps	%xmm2, %xmm0, %xmm4
	vcmpltps	%xmm0, %xmm3, %xmm1
	vblendvps	%xmm4, %xmm2, %xmm0, %xmm0
	vpandn	%xmm1, %xmm4, %xmm1
	vblendvps	%xmm1, %xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -16(%r9)
	cmpl	%eax, %r11d
	jne	.L98
