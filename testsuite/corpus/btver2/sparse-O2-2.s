	movslq	(%rcx,%rax,4), %rdx
	vmovss	(%r9,%rdx,4), %xmm0
	vmulss	(%r8,%rax,4), %xmm0, %xmm0
	incq	%rax
	cmpq	%rsi, %rax
	vaddss	%xmm0, %xmm1, %xmm1
	jne	.L18
