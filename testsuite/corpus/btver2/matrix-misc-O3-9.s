	vmovss	(%rdx,%rax,4), %xmm0
	vmulss	(%rsi,%rax,4), %xmm0, %xmm0
	vmovss	%xmm0, (%rdx,%rax,4)
	incq	%rax
	cmpl	%eax, %edi
	jg	.L68
