	vaddsd	%xmm2, %xmm1, %xmm0
	vmovsd	%xmm1, %xmm1, %xmm2
	vmovsd	(%rsi,%rax,8), %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovsd	%xmm0, -8(%rdi,%rax,8)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L3
