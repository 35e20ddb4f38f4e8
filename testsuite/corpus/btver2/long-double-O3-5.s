	fmul	%st(1), %st
	addq	$4, %rcx
	prefetcht0	(%rdx)
	addq	$64, %rdx
	fldt	-432(%rdx)
	faddp	%st, %st(1)
	fmul	%st(1), %st
	fldt	-416(%rdx)
	faddp	%st, %st(1)
	fmul	%st(1), %st
	fldt	-400(%rdx)
	faddp	%st, %st(1)
	fmul	%st(1), %st
	fldt	-384(%rdx)
	cmpq	%rax, %rcx
	faddp	%st, %st(1)
	jne	.L23
