	movswq	(%rdi), %rax
	addq	$2, %rdi
	imulq	%rax, %rax
	addq	%rax, %rdx
	cmpq	%rdi, %rcx
	jne	.L61
