	vmulsd	(%rdx,%rax,8), %xmm0, %xmm1
	movslq	(%rsi,%rax,4), %r8
	incq	%rax
	cmpq	%rcx, %rax
	leaq	(%rdi,%r8,8), %r8
	vaddsd	(%r8), %xmm1, %xmm1
	vmovsd	%xmm1, (%r8)
	jne	.L67
