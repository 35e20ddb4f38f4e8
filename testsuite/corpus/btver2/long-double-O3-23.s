	flds	(%rdi,%rax,4)
	incq	%rax
	cmpq	%rsi, %rax
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	jb	.L122
