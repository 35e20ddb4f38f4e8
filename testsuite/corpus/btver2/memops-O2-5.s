	movl	%eax, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %rsi
	jne	.L27
