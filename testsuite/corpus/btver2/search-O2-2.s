	cmpl	(%rdi,%rax,4), %edx
	cmove	%eax, %ecx
	incq	%rax
	cmpq	%rax, %rsi
	jne	.L12
