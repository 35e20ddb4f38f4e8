	movslq	(%r10,%rax), %rsi
	movl	(%r8,%rax), %edx
	addl	(%r9,%rsi,4), %edx
	movslq	(%rcx,%rax), %rsi
	leaq	(%r9,%rsi,4), %rsi
	cmpl	%edx, (%rsi)
	jle	.L67
	movl	%edx, (%rsi)
	addq	$4, %rax
	cmpq	%rax, %rdi
	jne	.L68
