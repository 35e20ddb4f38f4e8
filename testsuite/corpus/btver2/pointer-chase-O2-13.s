	movl	8(%rax), %ecx
	movq	(%rax), %rax
	cmpl	%ecx, %edx
	cmovl	%ecx, %edx
	testq	%rax, %rax
	jne	.L77
