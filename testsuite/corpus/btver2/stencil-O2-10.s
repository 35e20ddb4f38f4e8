	vmovsd	%xmm2, %xmm2, %xmm5
	vaddsd	%xmm2, %xmm2, %xmm3
	vmovsd	8(%rsi,%rax,8), %xmm2
	vsubsd	%xmm3, %xmm2, %xmm1
	vsubsd	(%rdx,%rax,8), %xmm3, %xmm3
	vaddsd	%xmm4, %xmm1, %xmm1
	vmovsd	%xmm5, %xmm5, %xmm4
	vmulsd	%xmm0, %xmm1, %xmm1
	vaddsd	%xmm3, %xmm1, %xmm1
	vmovsd	%xmm1, (%rdi,%rax,8)
	incq	%rax
	cmpq	%rax, %rcx
	jne	.L71
