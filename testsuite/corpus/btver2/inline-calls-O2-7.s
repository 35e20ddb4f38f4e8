	vmovsd	(%rdi,%rax,8), %xmm2
	vmovsd	(%rsi,%rax,8), %xmm0
	vsubsd	%xmm4, %xmm2, %xmm2
	vsubsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm2, %xmm2, %xmm2
	vmulsd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vcomisd	%xmm0, %xmm3
	vminsd	%xmm3, %xmm0, %xmm3
	cmova	%eax, %ecx
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L37
