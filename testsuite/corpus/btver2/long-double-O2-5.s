	fldt	(%rsi,%rax)
	fmul	%st(1), %st
	fldt	(%rdi,%rax)
	faddp	%st, %st(1)
	fstpt	(%rdi,%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L28
