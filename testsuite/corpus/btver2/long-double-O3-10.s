	fldt	(%rsi,%rax)
	incq	%rcx
	fmul	%st(1), %st
	fldt	(%rdi,%rax)
	faddp	%st, %st(1)
	fstpt	(%rdi,%rax)
	addq	$16, %rax
	cmpq	%rdx, %rcx
	jb	.L46
