	fildl	(%rsi)
	addq	$4, %rsi
	addq	$16, %rdi
	fmul	%st(1), %st
	fstpt	-16(%rdi)
	cmpq	%rax, %rsi
	jne	.L64
