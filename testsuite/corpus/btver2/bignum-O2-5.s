	movl	(%r10,%rdx), %esi
	movl	(%rdi,%rdx), %r8d
	imulq	%rcx, %rsi
	addq	%r8, %rsi
	addq	%rsi, %rax
	movl	%eax, (%rdi,%rdx)
	addq	$4, %rdx
	shrq	$32, %rax
	cmpq	%rdx, %r9
	jne	.L28
