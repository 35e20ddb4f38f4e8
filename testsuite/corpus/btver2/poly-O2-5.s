	vmulsd	(%rdi), %xmm1, %xmm2
	addq	$8, %rdi
	cmpq	%rax, %rdi
	vmulsd	%xmm3, %xmm1, %xmm1
	vaddsd	%xmm2, %xmm0, %xmm0
	jne	.L23
