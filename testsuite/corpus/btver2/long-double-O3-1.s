	fldt	-400(%rdx)
	prefetcht0	(%rdx)
	addq	$4, %rcx
	addq	$64, %rdx
	faddp	%st, %st(1)
	fldt	-448(%rdx)
	faddp	%st, %st(1)
	fldt	-432(%rdx)
	faddp	%st, %st(1)
	fldt	-416(%rdx)
	cmpq	%rax, %rcx
	faddp	%st, %st(1)
	jne	.L4
