	vcvtsi2sdl	%eax, %xmm1, %xmm1
	vmulsd	%xmm0, %xmm1, %xmm1
	vmovsd	%xmm1, (%rdi,%rax,8)
	incq	%rax
	cmpq	%rax, %rsi
	jne	.L32
