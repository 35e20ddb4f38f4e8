	vaddsd	%xmm2, %xmm2, %xmm2
	incl	%eax
	vsubsd	%xmm5, %xmm3, %xmm3
	cmpl	%eax, %edi
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm0, %xmm3, %xmm3
	vaddsd	%xmm1, %xmm4, %xmm4
	je	.L22
	vmovsd	%xmm3, %xmm3, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm3, %xmm6
	vcomisd	%xmm6, %xmm7
	jnb	.L25
