	vmovsd	%xmm0, %xmm0, %xmm3
	vmovsd	%xmm4, %xmm4, %xmm5
	vmovsd	(%rsi,%rax,8), %xmm4
	vmulsd	8(%rdx), %xmm5, %xmm0
	vmulsd	16(%rdx), %xmm2, %xmm2
	vmulsd	32(%rdx), %xmm1, %xmm1
	vmulsd	(%rdx), %xmm4, %xmm6
	vaddsd	%xmm6, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	24(%rdx), %xmm3, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm5, %xmm5, %xmm2
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm3, %xmm3, %xmm1
	vmovsd	%xmm0, (%rdi,%rax,8)
	incq	%rax
	cmpl	%eax, %ecx
	jg	.L141
