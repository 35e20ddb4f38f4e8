	vmulsd	(%rdi), %xmm0, %xmm0
	addq	$8, %rdi
	cmpq	%rax, %rdi
	jne	.L71
