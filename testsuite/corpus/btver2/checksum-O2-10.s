	addq	(%rdi), %rax
	adcq	$0, %rdx
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.L59
