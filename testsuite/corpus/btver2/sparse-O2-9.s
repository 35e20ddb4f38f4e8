	cmpl	%esi, (%rdx,%rax,4)
	jne	.L83
	vmovsd	(%rcx,%rax,8), %xmm0
	vmovsd	%xmm0, (%r9,%rsi,8)
	incq	%rax
	cmpl	%eax, %edi
	jg	.L84
