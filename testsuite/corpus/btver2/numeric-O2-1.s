	vdivsd	%xmm0, %xmm2, %xmm1
	incl	%eax
	cmpl	%eax, %edi
	vaddsd	%xmm0, %xmm1, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	jne	.L5
