	sarw	$3, (%rdi)
	addq	$2, %rdi
	cmpq	%rax, %rdi
	jne	.L20
