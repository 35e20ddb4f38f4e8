	negq	(%rdi)
	addq	$8, %rdi
	cmpq	%rax, %rdi
	jne	.L84
