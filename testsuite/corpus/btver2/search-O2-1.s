	incq	%rax
	cmpq	%rsi, %rax
	je	.L5
	cmpl	%edx, (%rdi,%rax,4)
	jne	.L8
