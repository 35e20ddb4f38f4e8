	movl	(%rdi,%rax,4), %ecx
	cmpl	%edx, %ecx
	cmovl	%eax, %r8d
	cmovl	%ecx, %edx
	incq	%rax
	cmpq	%rax, %rsi
	jne	.L46
