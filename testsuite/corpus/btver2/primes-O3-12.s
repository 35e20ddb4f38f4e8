	movzbl	(%rdx), %ecx
	subb	%cl, (%rax)
	incq	%rax
	cmpq	%rsi, %rax
	jne	.L83
