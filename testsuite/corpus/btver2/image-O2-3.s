	xorl	$16777215, (%rdi)
	addq	$4, %rdi
	cmpq	%rax, %rdi
	jne	.L18
