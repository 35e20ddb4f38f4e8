	movslq	(%rdx,%rax), %rdi
	movl	(%rsi,%rdi,4), %r8d
	movslq	(%rcx,%rax), %rdi
	leaq	(%rsi,%rdi,4), %rdi
	cmpl	(%rdi), %r8d
	jge	.L32
	movl	%r8d, (%rdi)
	addq	$4, %rax
	cmpq	%rax, %r9
	jne	.L33
