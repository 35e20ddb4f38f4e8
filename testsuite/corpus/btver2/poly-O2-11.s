	testb	$1, %al
	vmovsd	%xmm3, %xmm3, %xmm1
	je	.L60
	vmovsd	.LC12(%rip), %xmm1
	vcvtsi2sdl	%edx, %xmm2, %xmm2
	vdivsd	%xmm2, %xmm1, %xmm1
	incl	%eax
	addl	$2, %edx
	cmpl	%eax, %edi
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L61
