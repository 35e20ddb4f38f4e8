	vmovsd	(%rcx,%rax,8), %xmm1
	vmovsd	(%r8,%rax,8), %xmm0
	vmulsd	-8(%rsi,%rax,8), %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm3, %xmm0
	vmulsd	(%rsi,%rax,8), %xmm0, %xmm1
	vmovsd	%xmm1, (%rsi,%rax,8)
	vmovsd	(%rcx,%rax,8), %xmm2
	vmovsd	(%rdx,%rax,8), %xmm1
	vmulsd	-8(%rdx,%rax,8), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmulsd	%xmm0, %xmm1, %xmm0
	vmovsd	%xmm0, (%rdx,%rax,8)
	incq	%rax
	cmpq	%rdi, %rax
	jne	.L87
