	movl	(%r9,%rdx), %esi
	imulq	%rcx, %rsi
	addq	%rsi, %rax
	movl	%eax, (%r8,%rdx)
	addq	$4, %rdx
	shrq	$32, %rax
	cmpq	%rdx, %rdi
	jne	.L23
