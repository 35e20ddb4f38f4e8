	vmulsd	(%rsi,%rax,8), %xmm0, %xmm1
	vaddsd	(%rdi,%rax,8), %xmm1, %xmm1
	vmovsd	%xmm1, (%rdi,%rax,8)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L19
