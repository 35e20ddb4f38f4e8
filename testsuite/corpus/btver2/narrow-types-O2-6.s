	movq	(%rsi,%rax), %rcx
	imulq	(%rdx,%rax), %rcx
	movq	%rcx, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%r8, %rax
	jne	.L29
