	movslq	(%rcx,%rax,4), %rdx
	vmovsd	(%r9,%rdx,8), %xmm0
	vmulsd	(%rdi,%rax,8), %xmm0, %xmm0
	incq	%rax
	cmpl	%eax, %esi
	vaddsd	%xmm0, %xmm1, %xmm1
	jg	.L67
