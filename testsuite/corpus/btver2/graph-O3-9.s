	movl	(%rdx,%rax), %edi
	testl	%edi, %edi
	je	.L78
	addl	%ecx, %edi
	cmpl	(%rsi,%rax), %edi
	jge	.L78
	movl	%edi, (%rsi,%rax)
	addq	$4, %rax
	cmpq	%r8, %rax
	jne	.L79
