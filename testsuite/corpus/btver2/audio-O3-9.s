	vmovups	(%rdx), %xmm0
	movl	%r9d, %ecx
	addl	$4, %r9d
	prefetcht0	256(%rdx)
	addq	$64, %rdx
	vcmpltps	%xmm4, %xmm0, %xmm5
	vcmpltps	%xmm0, %xmm3, %xmm2
	vminps	%xmm0, %xmm3, %xmm0
	vpandn	%xmm5, %xmm2, %xmm2
	vblendvps	%xmm2, %xmm4, %xmm0, %xmm0
	vmovups	%xmm0, -64(%rdx)
	vmovups	-48(%rdx), %xmm0
	vcmpltps	%xmm4, %xmm0, %xmm5
	vcmpltps	%xmm0, %xmm3, %xmm2
	vminps	%xmm0, %xmm3, %xmm0
	vpandn	%xmm5, %xmm2, %xmm2
	vblendvps	%xmm2, %xmm4, %xmm0, %xmm0
	vmovups	%xmm0, -48(%rdx)
	vmovups	-32(%rdx), %xmm0
	vcmpltps	%xmm4, %xmm0, %xmm5
	vcmpltps	%xmm0, %xmm3, %xmm2
	vminps	%xmm0, %xmm3, %xmm0
	vpandn	%xmm5, %xmm2, %xmm2
	vblendvps	%xmm2, %xmm4, %xmm0, %xmm0
	vmovups	%xmm0, -32(%rdx)
	vmovups	-16(%rdx), %xmm0
	vcmpltps	%xmm0, %xmm3, %xmm2
	vcmpltps	%xmm4, %xmm0, %xmm5
	vminps	%xmm0, %xmm3, %xmm0
	vpandn	%xmm5, %xmm2, %xmm2
	vblendvps	%xmm2, %xmm4, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rdx)
	cmpl	%eax, %r9d
	jne	.L69
