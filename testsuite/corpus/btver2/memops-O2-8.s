	vmovsd	(%rsi,%rax,8), %xmm0
	movslq	(%rdx,%rax,4), %r8
	incq	%rax
	cmpq	%rcx, %rax
	vmovsd	%xmm0, (%rdi,%r8,8)
	jne	.L42
