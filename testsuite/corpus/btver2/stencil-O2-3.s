	vmulsd	(%rsi,%rax,8), %xmm5, %xmm0
	vmovsd	%xmm1, %xmm1, %xmm6
	vmulsd	%xmm4, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm7, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm4, %xmm1, %xmm2
	vmovsd	32(%rsi,%rax,8), %xmm1
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm5, %xmm1, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vmovsd	%xmm3, %xmm3, %xmm2
	vmovsd	%xmm6, %xmm6, %xmm3
	vmovsd	%xmm0, 16(%rdi,%rax,8)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L14
