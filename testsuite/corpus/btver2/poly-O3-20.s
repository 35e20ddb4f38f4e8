	testb	$1, %al
	vcvtsi2sdl	%edx, %xmm1, %xmm1
	jne	.L129
	vdivsd	%xmm1, %xmm3, %xmm1
	incl	%eax
	addl	$2, %edx
	cmpl	%edi, %eax
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L125
