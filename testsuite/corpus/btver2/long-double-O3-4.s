	fldl	(%rdi,%rax,8)
	fmull	(%rsi,%rax,8)
	incq	%rax
	cmpq	%rdx, %rax
	faddp	%st, %st(1)
	jb	.L15
