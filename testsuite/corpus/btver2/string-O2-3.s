	movzbl	(%rsi,%rax), %ecx
	movb	%cl, (%rdi,%rax)
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L18
