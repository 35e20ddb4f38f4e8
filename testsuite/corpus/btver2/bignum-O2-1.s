	movl	(%r10,%rcx), %esi
	movl	(%rdx,%rcx), %edi
	addq	%rdi, %rsi
	addq	%rsi, %rax
	movl	%eax, (%r9,%rcx)
	addq	$4, %rcx
	shrq	$32, %rax
	cmpq	%rcx, %r8
	jne	.L3
