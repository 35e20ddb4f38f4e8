	sall	%cl, (%rdi)
	addq	$4, %rdi
	cmpq	%rax, %rdi
	jne	.L15
