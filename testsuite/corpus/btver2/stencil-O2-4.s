	vaddsd	(%rdi,%rax,8), %xmm1, %xmm0
	vaddsd	(%rsi,%rax,8), %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm1, %xmm1, %xmm2
	vmovsd	8(%rcx,%rax,8), %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovsd	%xmm0, (%rdx,%rax,8)
	incq	%rax
	cmpq	%rax, %r8
	jne	.L20
