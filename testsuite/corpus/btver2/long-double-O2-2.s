	fldl	(%rsi,%rax,8)
	fmull	(%rdi,%rax,8)
	incq	%rax
	cmpq	%rax, %rdx
	faddp	%st, %st(1)
	jne	.L9
