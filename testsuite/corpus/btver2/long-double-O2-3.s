	fmul	%st(1), %st
	addq	$16, %rdi
	fldt	-16(%rdi)
	cmpq	%rax, %rdi
	faddp	%st, %st(1)
	jne	.L14
