	movzwl	(%rsi,%rax,2), %ecx
	movl	%ecx, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L75
