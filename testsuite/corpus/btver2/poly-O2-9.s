	vcvtsi2sdl	%eax, %xmm0, %xmm0
	vmulsd	(%rsi,%rax,8), %xmm0, %xmm0
	vmovsd	%xmm0, -8(%rdi,%rax,8)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L50
