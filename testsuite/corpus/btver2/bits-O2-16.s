	movq	%rax, %rdx
	addq	$8, %rdi
	salq	$13, %rdx
	xorq	%rdx, %rax
	movq	%rax, %rdx
	shrq	$7, %rdx
	xorq	%rax, %rdx
	movq	%rdx, %rax
	salq	$17, %rax
	xorq	%rdx, %rax
	movq	%rax, -8(%rdi)
	cmpq	%rdi, %rcx
	jne	.L87
