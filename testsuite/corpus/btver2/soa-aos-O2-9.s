	vmulsd	8(%rdi), %xmm0, %xmm1
	addq	$16, %rdi
	vmovsd	%xmm1, -8(%rdi)
	cmpq	%rax, %rdi
	jne	.L49
