	fldt	-320(%rax)
	prefetcht0	(%rax)
	addq	$4, %rcx
	addq	$64, %rax
	fmul	%st(1), %st
	fstpt	-384(%rax)
	fldt	-368(%rax)
	fmul	%st(1), %st
	fstpt	-368(%rax)
	fldt	-352(%rax)
	fmul	%st(1), %st
	fstpt	-352(%rax)
	fldt	-336(%rax)
	fmul	%st(1), %st
	fstpt	-336(%rax)
	cmpq	%rdx, %rcx
	jne	.L32
