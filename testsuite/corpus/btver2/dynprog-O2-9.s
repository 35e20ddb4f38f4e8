	movl	(%rdx,%rax), %edi
	addl	%ecx, %edi
	cmpl	%edi, (%rsi,%rax)
	jle	.L61
	movl	%edi, (%rsi,%rax)
	addq	$4, %rax
	cmpq	%rax, %r8
	jne	.L62
