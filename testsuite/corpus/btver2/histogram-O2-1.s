	movzbl	(%rsi), %eax
	incq	%rsi
	incl	(%rdi,%rax,4)
	cmpq	%rdx, %rsi
	jne	.L3
