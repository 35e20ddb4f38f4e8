	movq	(%rsi,%rax), %rcx
	imulq	%rdx, %rcx
	addq	%rcx, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%r8, %rax
	jne	.L49
