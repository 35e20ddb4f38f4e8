	vcvtsi2sdl	%eax, %xmm1, %xmm1
	vdivsd	%xmm1, %xmm3, %xmm1
	incl	%eax
	cmpl	%eax, %edi
	vmulsd	%xmm1, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	jne	.L33
