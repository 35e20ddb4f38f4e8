	movl	(%rax,%rsi), %edx
	addl	%ecx, %edx
	cmpl	%edx, (%rax)
	jge	.L21
	movl	%edx, (%rax)
	subq	$4, %rax
	cmpq	%rdi, %rax
	jne	.L22
