	vmovsd	(%rax), %xmm0
	addq	$8, %rsi
	addq	%rcx, %rax
	vaddsd	-8(%rsi), %xmm0, %xmm0
	cmpq	%rdx, %rsi
	vmaxsd	%xmm1, %xmm0, %xmm1
	jne	.L40
