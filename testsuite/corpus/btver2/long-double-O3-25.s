	fxch	%st(1)
	fldt	(%rdi,%rax)
	incq	%rdx
	fldt	(%r9,%rax)
	addq	$16, %rax
	cmpq	%rsi, %rdx
	fld	%st(1)
	fmul	%st(3), %st
	fld	%st(1)
	fmul	%st(5), %st
	fsubrp	%st, %st(1)
	fxch	%st(2)
	fmulp	%st, %st(4)
	fmulp	%st, %st(2)
	fxch	%st(2)
	faddp	%st, %st(1)
	jb	.L136
