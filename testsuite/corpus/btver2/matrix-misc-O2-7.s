	vmovsd	(%rsi), %xmm0
	addq	$8, %rsi
	cmpq	%rax, %rsi
	vmulsd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L60
