	movq	%rax, %rdx
	incq	%rax
	salq	$4, %rdx
	cmpq	%rsi, %rax
	fldt	(%rdi,%rdx)
	faddp	%st, %st(1)
	jb	.L5
