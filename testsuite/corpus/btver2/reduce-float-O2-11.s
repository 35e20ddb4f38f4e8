	vmovsd	(%rdi), %xmm1
	addq	$8, %rdi
	cmpq	%rdi, %rax
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm2, %xmm2
	jne	.L61
