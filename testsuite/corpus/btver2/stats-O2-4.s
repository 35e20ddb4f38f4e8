	vmovsd	-8(%rdi,%rax,8), %xmm1
	vcvtsi2sdl	%eax, %xmm3, %xmm3
	movq	%rax, %rdx
	incq	%rax
	cmpq	%rdx, %rcx
	vsubsd	%xmm2, %xmm1, %xmm4
	vdivsd	%xmm3, %xmm4, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmulsd	%xmm4, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L19
