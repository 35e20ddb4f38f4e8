	movl	(%rsi), %ecx
	addq	$4, %rsi
	cmpq	%rsi, %r10
	movzbl	%cl, %eax
	leaq	(%rdx,%rax,4), %rdi
	movl	(%rdi), %eax
	leal	1(%rax), %r8d
	movl	%ecx, (%r9,%rax,4)
	movl	%r8d, (%rdi)
	jne	.L52
