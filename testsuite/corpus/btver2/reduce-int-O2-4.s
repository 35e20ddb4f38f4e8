	movzbl	(%rdi), %edx
	incq	%rdi
	addl	%edx, %eax
	cmpq	%rsi, %rdi
	jne	.L19
