	movq	%rdi, %rax
	movq	(%rdi), %rdi
	testq	%rdi, %rdi
	jne	.L60
