	cmpb	$0, (%rsi,%rax)
	jne	.L56
	movl	(%rdi,%rax,4), %r8d
	cmpl	%ecx, %r8d
	cmovl	%eax, %r9d
	cmovl	%r8d, %ecx
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L57
