	fxch	%st(1)
	fsubrl	(%rdi)
	addq	$8, %rdi
	cmpq	%rdi, %rax
	fld	%st(1)
	fadd	%st(1), %st
	fsub	%st, %st(2)
	fxch	%st(1)
	fsubrp	%st, %st(2)
	jne	.L40
