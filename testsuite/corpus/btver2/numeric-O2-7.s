	vcvtsi2sdl	%eax, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm2, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm2
	vmovsd	%xmm2, (%rdi,%rax,8)
	incq	%rax
	cmpq	%rax, %rsi
	jne	.L38
