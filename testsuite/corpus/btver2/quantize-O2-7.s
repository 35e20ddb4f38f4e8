	vmovss	(%rsi,%rax), %xmm0
	vmulss	(%rdx,%rax), %xmm0, %xmm0
	addq	$4, %rax
	cmpq	%rax, %rdi
	vaddss	%xmm0, %xmm1, %xmm1
	jne	.L43
