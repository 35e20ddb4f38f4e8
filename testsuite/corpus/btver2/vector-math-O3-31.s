	vmulsd	-8(%rdx,%rax,8), %xmm1, %xmm0
	vsubsd	-16(%rdx,%rax,8), %xmm0, %xmm0
	vmovsd	%xmm0, (%rdx,%rax,8)
	incq	%rax
	cmpl	%eax, %edi
	jg	.L269
