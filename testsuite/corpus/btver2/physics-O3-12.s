	vmovsd	8(%rsi,%rax,8), %xmm0
	vsubsd	(%rsi,%rax,8), %xmm0, %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vaddsd	(%rcx,%rax,8), %xmm0, %xmm2
	vmovsd	%xmm2, (%rcx,%rax,8)
	vmovsd	8(%rcx,%rax,8), %xmm2
	vsubsd	%xmm0, %xmm2, %xmm0
	vmovsd	%xmm0, 8(%rcx,%rax,8)
	incq	%rax
	cmpl	%eax, %edx
	jg	.L80
