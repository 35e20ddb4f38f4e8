	movzwl	(%rsi,%rax,2), %r8d
	andl	$1023, %r8d
	leaq	(%rdi,%r8,8), %r8
	vmovsd	(%r8), %xmm0
	vaddsd	(%rdx,%rax,8), %xmm0, %xmm0
	incq	%rax
	cmpq	%rcx, %rax
	vmovsd	%xmm0, (%r8)
	jne	.L23
