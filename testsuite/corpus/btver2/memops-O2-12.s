	vmovsd	(%rsi), %xmm0
	addq	$8, %rdi
	addq	%rax, %rsi
	vmovsd	%xmm0, -8(%rdi)
	cmpq	%rdx, %rdi
	jne	.L63
