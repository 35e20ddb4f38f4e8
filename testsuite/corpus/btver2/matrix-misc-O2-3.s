	vaddsd	(%rax), %xmm0, %xmm0
	addq	$8, %rax
	cmpq	%rsi, %rax
	jne	.L18
