	fld	%st(1)
	addq	$16, %rdi
	faddp	%st, %st(1)
	fxch	%st(1)
	fld	%st(0)
	fstpt	-16(%rdi)
	cmpq	%rax, %rdi
	jne	.L43
