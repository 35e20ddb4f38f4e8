	vaddsd	%xmm0, %xmm1, %xmm4
	incl	%eax
	cmpl	%eax, %edi
	vmulsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm3
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm3
	vcmpltsd	%xmm3, %xmm5, %xmm3
	vblendvpd	%xmm3, %xmm0, %xmm4, %xmm0
	vblendvpd	%xmm3, %xmm4, %xmm1, %xmm1
	jne	.L28
