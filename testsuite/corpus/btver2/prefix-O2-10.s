	xorq	(%rax), %rdx
	addq	$8, %rax
	movq	%rdx, -8(%rax)
	cmpq	%rcx, %rax
	jne	.L49
