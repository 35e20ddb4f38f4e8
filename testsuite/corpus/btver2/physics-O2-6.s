	vmulsd	%xmm0, %xmm2, %xmm4
	incl	%eax
	cmpl	%eax, %edi
	vmulsd	%xmm3, %xmm4, %xmm4
	vsubsd	%xmm4, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm0, %xmm0
	jne	.L33
