	fldt	(%rax)
	incq	%rdx
	addq	$16, %rax
	fmul	%st(1), %st
	fstpt	-16(%rax)
	cmpq	%rsi, %rdx
	jb	.L33
