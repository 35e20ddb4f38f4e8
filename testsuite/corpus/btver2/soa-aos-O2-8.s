	cmpl	%edx, (%rdi)
	jne	.L39
	testb	$1, 4(%rdi)
	je	.L39
	vaddsd	8(%rdi), %xmm0, %xmm0
	addq	$16, %rdi
	cmpq	%rax, %rdi
	jne	.L40
