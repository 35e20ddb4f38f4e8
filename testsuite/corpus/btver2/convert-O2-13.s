	movl	(%rsi,%rax,4), %ecx
	movw	%cx, (%rdi,%rax,2)
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L70
