	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L57
	cmpq	$0, (%rdi)
	jne	.L60
