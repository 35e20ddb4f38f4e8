	fld	%st(1)
	movq	%rax, %rdx
	salq	$4, %rdx
	incq	%rax
	faddp	%st, %st(1)
	fxch	%st(1)
	cmpq	%rsi, %rax
	fld	%st(0)
	fstpt	(%rdi,%rdx)
	jb	.L69
