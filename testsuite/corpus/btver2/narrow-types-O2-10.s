	movl	(%rsi,%rax,4), %ecx
	movb	%ch, (%rdi,%rax)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L49
