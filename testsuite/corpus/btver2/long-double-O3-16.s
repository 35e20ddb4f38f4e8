	fldt	-368(%rcx)
	fxch	%st(1)
	prefetcht0	(%rcx)
	xorl	%r8d, %r8d
	fcomi	%st(1), %st
	fstp	%st(1)
	fldt	-352(%rcx)
	fxch	%st(1)
	seta	%r8b
	xorl	%r10d, %r10d
	fcomi	%st(1), %st
	fstp	%st(1)
	fldt	-336(%rcx)
	fxch	%st(1)
	seta	%r10b
	addq	%r10, %r8
	xorl	%r10d, %r10d
	fcomi	%st(1), %st
	fstp	%st(1)
	fldt	-320(%rcx)
	fxch	%st(1)
	seta	%r10b
	addq	%r10, %r8
	xorl	%r10d, %r10d
	fcomi	%st(1), %st
	fstp	%st(1)
	seta	%r10b
	addq	$4, %r9
	addq	%r10, %r8
	addq	$64, %rcx
	addq	%r8, %rdx
	cmpq	%rax, %r9
	jne	.L88
