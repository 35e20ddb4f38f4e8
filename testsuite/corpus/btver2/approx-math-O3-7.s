	vmovups	(%r8), %xmm3
	prefetcht0	192(%r8)
	movl	%r11d, %ecx
	addl	$4, %r11d
	addq	$64, %r8
	prefetchw	192(%r9)
	addq	$64, %r9
	vcmpltps	%xmm1, %xmm3, %xmm2
	vxorps	%xmm8, %xmm3, %xmm0
	vmulps	%xmm7, %xmm3, %xmm9
	vblendvps	%xmm2, %xmm0, %xmm3, %xmm0
	vaddps	%xmm4, %xmm0, %xmm2
	vmulps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm3, %xmm2, %xmm2
	vmovups	-48(%r8), %xmm3
	vaddps	%xmm6, %xmm0, %xmm0
	vmulps	%xmm0, %xmm2, %xmm0
	vcmpltps	%xmm1, %xmm3, %xmm2
	vsubps	%xmm0, %xmm9, %xmm0
	vmulps	%xmm7, %xmm3, %xmm9
	vmovups	%xmm0, -64(%r9)
	vxorps	%xmm8, %xmm3, %xmm0
	vblendvps	%xmm2, %xmm0, %xmm3, %xmm0
	vaddps	%xmm4, %xmm0, %xmm2
	vmulps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm3, %xmm2, %xmm2
	vmovups	-32(%r8), %xmm3
	vaddps	%xmm6, %xmm0, %xmm0
	vmulps	%xmm0, %xmm2, %xmm0
	vcmpltps	%xmm1, %xmm3, %xmm2
	vsubps	%xmm0, %xmm9, %xmm0
	vmulps	%xmm7, %xmm3, %xmm9
	vmovups	%xmm0, -48(%r9)
	vxorps	%xmm8, %xmm3, %xmm0
	vblendvps	%xmm2, %xmm0, %xmm3, %xmm0
	vmulps	%xmm5, %xmm0, %xmm2
	vaddps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm3, %xmm0, %xmm0
	vmovups	-16(%r8), %xmm3
	vaddps	%xmm6, %xmm2, %xmm2
	vmulps	%xmm0, %xmm2, %xmm0
	vcmpltps	%xmm1, %xmm3, %xmm2
	vsubps	%xmm0, %xmm9, %xmm0
	vmulps	%xmm7, %xmm3, %xmm9
	vmovups	%xmm0, -32(%r9)
	vxorps	%xmm8, %xmm3, %xmm0
	vblendvps	%xmm2, %xmm0, %xmm3, %xmm0
	vaddps	%xmm4, %xmm0, %xmm2
	vmulps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm3, %xmm2, %xmm2
	vaddps	%xmm6, %xmm0, %xmm0
	vmulps	%xmm0, %xmm2, %xmm0
	vsubps	%xmm0, %xmm9, %xmm0
	vmovups	%xmm0, -16(%r9)
	cmpl	%eax, %r11d
	jne	.L63
