	fxch	%st(1)
	fsubrl	(%rdi,%rax,8)
	incq	%rax
	cmpq	%rsi, %rax
	fld	%st(1)
	fadd	%st(1), %st
	fsub	%st, %st(2)
	fxch	%st(1)
	fsubrp	%st, %st(2)
	jb	.L64
