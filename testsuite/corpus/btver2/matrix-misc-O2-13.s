	vmulss	(%r8,%rax), %xmm1, %xmm0
	vmovss	%xmm0, (%rdx,%rax)
	addq	$4, %rax
	cmpq	%rax, %rsi
	jne	.L98
