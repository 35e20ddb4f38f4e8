	movq	(%rdx,%rax), %rcx
	andn	(%rsi,%rax), %rcx, %rcx
	movq	%rcx, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rax, %r8
	jne	.L60
