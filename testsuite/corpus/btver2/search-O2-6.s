	movslq	%edx, %rcx
	movl	(%rdi,%rcx,4), %ecx
	cmpl	%ecx, (%rdi,%rax,4)
	cmovl	%eax, %edx
	incq	%rax
	cmpq	%rax, %rsi
	jne	.L35
