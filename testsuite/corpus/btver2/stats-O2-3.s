	vmovsd	(%rdi), %xmm2
	addq	$8, %rdi
	vsubsd	%xmm0, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm2, %xmm2
	vmovsd	%xmm2, -8(%rdi)
	cmpq	%rax, %rdi
	jne	.L14
