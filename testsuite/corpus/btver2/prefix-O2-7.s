	movl	(%rsi,%rax), %edx
	cmpl	%edx, %ecx
	cmovl	%edx, %ecx
	movl	%ecx, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %r8
	jne	.L34
