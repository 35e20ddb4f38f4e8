	vmulss	(%rcx,%rax), %xmm1, %xmm0
	vmovss	%xmm0, (%rsi,%rax)
	addq	$4, %rax
	cmpq	%rax, %rdi
	jne	.L75
