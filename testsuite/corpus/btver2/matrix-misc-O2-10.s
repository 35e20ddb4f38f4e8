	vmulsd	(%rdx,%rax,8), %xmm1, %xmm1
	vmulsd	(%rcx,%rax,8), %xmm0, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmovsd	%xmm0, %xmm0, %xmm1
	vmovsd	8(%r9,%rax,8), %xmm0
	vmulsd	(%r8,%rax,8), %xmm0, %xmm2
	vaddsd	%xmm3, %xmm2, %xmm2
	vmovsd	%xmm2, (%rsi,%rax,8)
	incq	%rax
	cmpq	%rax, %rdi
	jne	.L82
