	vmovsd	(%rdi), %xmm0
	addq	$24, %rdi
	vmovsd	-16(%rdi), %xmm1
	addq	$24, %rsi
	vmulsd	-24(%rsi), %xmm0, %xmm0
	vmulsd	-16(%rsi), %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	-8(%rdi), %xmm1
	vmulsd	-8(%rsi), %xmm1, %xmm1
	cmpq	%rdi, %rax
	vaddsd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm2
	jne	.L69
