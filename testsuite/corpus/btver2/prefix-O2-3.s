	vaddsd	(%rax), %xmm0, %xmm0
	addq	$8, %rax
	vmovsd	%xmm0, -8(%rax)
	cmpq	%rdx, %rax
	jne	.L14
