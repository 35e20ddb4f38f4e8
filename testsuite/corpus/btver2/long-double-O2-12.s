	flds	(%rdi)
	addq	$4, %rdi
	cmpq	%rax, %rdi
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	jne	.L80
