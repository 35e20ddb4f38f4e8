	vmovups	(%rdx), %xmm0
	movl	%r9d, %ecx
	addl	$4, %r9d
	prefetcht0	144(%rdx)
	addq	$64, %rdx
	vcmpltps	%xmm1, %xmm0, %xmm6
	vxorps	%xmm4, %xmm0, %xmm3
	vblendvps	%xmm6, %xmm3, %xmm0, %xmm3
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm5, %xmm3, %xmm3
	vdivps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, -64(%rdx)
	vmovups	-48(%rdx), %xmm0
	vcmpltps	%xmm1, %xmm0, %xmm6
	vxorps	%xmm4, %xmm0, %xmm3
	vblendvps	%xmm6, %xmm3, %xmm0, %xmm3
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm5, %xmm3, %xmm3
	vdivps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, -48(%rdx)
	vmovups	-32(%rdx), %xmm0
	vcmpltps	%xmm1, %xmm0, %xmm6
	vxorps	%xmm4, %xmm0, %xmm3
	vblendvps	%xmm6, %xmm3, %xmm0, %xmm3
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm5, %xmm3, %xmm3
	vdivps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, -32(%rdx)
	vmovups	-16(%rdx), %xmm0
	vcmpltps	%xmm1, %xmm0, %xmm6
	vxorps	%xmm4, %xmm0, %xmm3
	vblendvps	%xmm6, %xmm3, %xmm0, %xmm3
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm5, %xmm3, %xmm3
	vdivps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rdx)
	cmpl	%r9d, %eax
	jne	.L122
