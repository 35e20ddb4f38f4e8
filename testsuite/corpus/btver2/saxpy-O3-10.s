	vmulsd	(%rsi,%rax,8), %xmm0, %xmm1
	vaddsd	(%rcx,%rax,8), %xmm1, %xmm1
	vmovsd	%xmm1, (%rcx,%rax,8)
	incq	%rax
	cmpq	%r10, %rax
	jb	.L77
