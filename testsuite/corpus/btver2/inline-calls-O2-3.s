	vmovsd	(%rdi), %xmm0
	addq	$8, %rdi
	cmpq	%rax, %rdi
	vmulsd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L14
