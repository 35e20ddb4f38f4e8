	fldt	(%rdi)
	addq	$16, %rdi
	cmpq	%rax, %rdi
	faddp	%st, %st(1)
	jne	.L3
