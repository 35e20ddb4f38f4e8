	vmovsd	(%rsi), %xmm1
	addq	$8, %rsi
	vaddsd	(%rdx), %xmm1, %xmm1
	addq	%rcx, %rdx
	cmpq	%rsi, %rdi
	vmaxsd	%xmm0, %xmm1, %xmm0
	jne	.L69
