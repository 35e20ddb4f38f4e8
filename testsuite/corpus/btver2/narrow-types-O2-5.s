	movq	(%rdx,%rax), %rcx
	addq	(%rsi,%rax), %rcx
	movq	%rcx, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%r8, %rax
	jne	.L24
