	movl	(%r10,%rcx), %esi
	movl	(%rdx,%rcx), %edi
	subq	%rdi, %rsi
	addq	%rsi, %rax
	movl	%eax, (%r9,%rcx)
	addq	$4, %rcx
	sarq	$32, %rax
	cmpq	%rcx, %r8
	jne	.L18
