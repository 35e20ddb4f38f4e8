	fxch	%st(1)
	fldt	(%rdi,%rax)
	fldt	(%rsi,%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	fld	%st(1)
	fmul	%st(3), %st
	fld	%st(1)
	fmul	%st(5), %st
	fsubrp	%st, %st(1)
	fxch	%st(1)
	fmulp	%st, %st(3)
	fxch	%st(3)
	fmulp	%st, %st(1)
	faddp	%st, %st(1)
	jne	.L88
