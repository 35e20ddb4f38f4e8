	vaddsd	16(%rax), %xmm0, %xmm0
	movq	(%rax), %rax
	cmpq	%rax, %rdi
	jne	.L64
