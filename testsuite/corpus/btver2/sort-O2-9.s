	movl	(%rdi,%rax), %edx
	movl	(%rsi,%rax), %ecx
	cmpl	%ecx, %edx
	movl	%ecx, %r8d
	cmovle	%edx, %r8d
	cmovl	%ecx, %edx
	movl	%r8d, (%rdi,%rax)
	movl	%edx, (%rsi,%rax)
	addq	$4, %rax
	cmpq	%r9, %rax
	jne	.L103
