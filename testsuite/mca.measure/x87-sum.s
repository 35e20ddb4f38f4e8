# A long double sum: the accumulator waits on the stack.
	fldt	(%rdi)
	addq	$16, %rdi
	faddp	%st, %st(1)
