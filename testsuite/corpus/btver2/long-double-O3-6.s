	fmul	%st(1), %st
	movq	%rax, %rdx
	salq	$4, %rdx
	incq	%rax
	cmpq	%rsi, %rax
	fldt	(%rdi,%rdx)
	faddp	%st, %st(1)
	jb	.L24
