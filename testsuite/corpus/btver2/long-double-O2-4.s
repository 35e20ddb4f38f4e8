	addq	$16, %rdi
	fldt	-16(%rdi)
	fmul	%st(1), %st
	fstpt	-16(%rdi)
	cmpq	%rax, %rdi
	jne	.L19
