	cmpq	%rsi, 16(%rdi)
	je	.L57
	movq	(%rdi), %rax
	cmovle	8(%rdi), %rax
	movq	%rax, %rdi
	testq	%rdi, %rdi
	jne	.L58
