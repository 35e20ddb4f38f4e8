	vcvtsi2sdl	(%rsi,%rax,4), %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax,8)
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L9
