	vaddsd	(%rdi,%rax,8), %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax,8)
	incq	%rax
	cmpq	%rsi, %rax
	jb	.L24
