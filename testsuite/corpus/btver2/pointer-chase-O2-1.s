	addl	8(%rdi), %eax
	movq	(%rdi), %rdi
	testq	%rdi, %rdi
	jne	.L3
