	movl	(%rdx,%rax), %edi
	testl	%edi, %edi
	je	.L62
	addl	%ecx, %edi
	cmpl	(%rsi,%rax), %edi
	jge	.L62
	movl	%edi, (%rsi,%rax)
	addq	$4, %rax
	cmpq	%rax, %r8
	jne	.L63
