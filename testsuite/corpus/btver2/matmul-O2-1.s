	vmovsd	(%rax), %xmm0
	addq	$8, %rax
	vmulsd	(%rdx), %xmm0, %xmm0
	addq	%rcx, %rdx
	cmpq	%rsi, %rax
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L4
