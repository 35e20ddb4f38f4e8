	vmulsd	(%rdx), %xmm1, %xmm0
	addq	$8, %rdx
	addq	$8, %rax
	vaddsd	-8(%rax), %xmm0, %xmm0
	vmovsd	%xmm0, -8(%rax)
	cmpq	%rdx, %rsi
	jne	.L39
