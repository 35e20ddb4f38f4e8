	xorq	(%rdi), %rdx
	addq	$8, %rdi
	addq	%rdx, %rax
	rolq	$13, %rdx
	xorq	%rax, %rdx
	rolq	$32, %rax
	cmpq	%rdi, %rcx
	jne	.L36
