	vmulsd	(%r10,%rax,8), %xmm0, %xmm2
	vmovsd	(%rdx,%rax,8), %xmm1
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	%xmm1, (%rdx,%rax,8)
	incq	%rax
	cmpl	%eax, %edi
	jg	.L265
