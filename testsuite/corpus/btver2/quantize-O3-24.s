	vmulps	(%rdx), %xmm4, %xmm2
	movl	%eax, %r9d
	prefetcht0	224(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vaddps	%xmm5, %xmm2, %xmm2
	vcmpltps	%xmm1, %xmm2, %xmm0
	vcmpltps	%xmm2, %xmm3, %xmm6
	vpandn	%xmm6, %xmm0, %xmm6
	vandnps	%xmm2, %xmm0, %xmm0
	vmulps	-48(%rdx), %xmm4, %xmm2
	vblendvps	%xmm6, %xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -64(%rdx)
	vaddps	%xmm5, %xmm2, %xmm2
	vcmpltps	%xmm1, %xmm2, %xmm0
	vcmpltps	%xmm2, %xmm3, %xmm6
	vpandn	%xmm6, %xmm0, %xmm6
	vandnps	%xmm2, %xmm0, %xmm0
	vmulps	-32(%rdx), %xmm4, %xmm2
	vblendvps	%xmm6, %xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -48(%rdx)
	vaddps	%xmm5, %xmm2, %xmm2
	vcmpltps	%xmm1, %xmm2, %xmm0
	vcmpltps	%xmm2, %xmm3, %xmm6
	vpandn	%xmm6, %xmm0, %xmm6
	vandnps	%xmm2, %xmm0, %xmm0
	vmulps	-16(%rdx), %xmm4, %xmm2
	vblendvps	%xmm6, %xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -32(%rdx)
	vaddps	%xmm5, %xmm2, %xmm2
	vcmpltps	%xmm1, %xmm2, %xmm0
	vcmpltps	%xmm2, %xmm3, %xmm6
	vpandn	%xmm6, %xmm0, %xmm6
	vandnps	%xmm2, %xmm0, %xmm0
	vblendvps	%xmm6, %xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rdx)
	cmpl	%r9d, %ecx
	jne	.L255
