	vmovsd	%xmm2, %xmm2, %xmm0
	vmovsd	%xmm3, %xmm3, %xmm1
	vmovsd	(%rdi,%rax,8), %xmm2
	vmovsd	(%rsi,%rax,8), %xmm3
	incq	%rax
	cmpq	%rax, %rdx
	vsubsd	%xmm0, %xmm2, %xmm0
	vsubsd	%xmm1, %xmm3, %xmm1
	vmulsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm4, %xmm4
	jne	.L39
