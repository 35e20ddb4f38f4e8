	addq	%r8, %rsi
	addq	$8, %rdi
	movq	%rsi, %rcx
	shrq	$30, %rcx
	xorq	%rsi, %rcx
	imulq	%r10, %rcx
	movq	%rcx, %rdx
	shrq	$27, %rdx
	xorq	%rcx, %rdx
	imulq	%r9, %rdx
	movq	%rdx, %rcx
	shrq	$31, %rcx
	xorq	%rcx, %rdx
	movq	%rdx, -8(%rdi)
	cmpq	%rdi, %rbx
	jne	.L13
