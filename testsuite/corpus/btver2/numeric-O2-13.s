	vaddsd	-8(%rsi,%rax,8), %xmm1, %xmm1
	vcvtsi2sdl	%eax, %xmm0, %xmm0
	movq	%rax, %rcx
	vdivsd	%xmm0, %xmm1, %xmm0
	vmovsd	%xmm0, -8(%rdi,%rax,8)
	incq	%rax
	cmpq	%rcx, %rdx
	jne	.L64
