	addq	$8, %rdi
	vaddsd	-8(%rdi), %xmm0, %xmm0
	cmpq	%rdi, %rsi
	jne	.L7
