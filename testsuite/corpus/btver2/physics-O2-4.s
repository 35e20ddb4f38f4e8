	vmovsd	%xmm4, %xmm4, %xmm2
	vmovsd	(%rsi,%rax,8), %xmm4
	vsubsd	%xmm2, %xmm4, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm2
	vmulsd	%xmm0, %xmm2, %xmm2
	vaddsd	%xmm3, %xmm2, %xmm3
	vmovsd	%xmm3, -8(%rdi,%rax,8)
	vmovsd	(%rdi,%rax,8), %xmm3
	vsubsd	%xmm2, %xmm3, %xmm3
	vmovsd	%xmm3, (%rdi,%rax,8)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L20
