	vmulsd	(%rdi), %xmm0, %xmm1
	addq	$8, %rdi
	vmovsd	%xmm1, -8(%rdi)
	cmpq	%rax, %rdi
	jne	.L32
