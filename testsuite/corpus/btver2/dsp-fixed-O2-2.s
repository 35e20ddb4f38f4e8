	movslq	(%rdi,%rax), %rdx
	movslq	(%r9,%rax), %rsi
	addq	$4, %rax
	imulq	%rsi, %rdx
	addq	%rdx, %rcx
	cmpq	%rax, %r10
	jne	.L18
