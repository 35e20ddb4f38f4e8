	movl	(%rax), %edx
	addq	$4, %rax
	movl	(%rcx), %edi
	subq	$4, %rcx
	imulq	%rdi, %rdx
	addq	%rdx, %rsi
	cmpq	%rax, %r8
	jne	.L74
