	movslq	(%rdi,%rax), %rdx
	movslq	(%rsi,%rax), %r8
	addq	$4, %rax
	imulq	%r8, %rdx
	addq	%rdx, %rcx
	cmpq	%rax, %r9
	jne	.L59
