	movslq	(%rsi,%rax), %rcx
	movslq	(%rdx,%rax), %r8
	imulq	%r8, %rcx
	addq	%rcx, (%rdi,%rax,2)
	addq	$4, %rax
	cmpq	%r9, %rax
	jne	.L64
