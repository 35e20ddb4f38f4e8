	fldt	-208(%r10)
	prefetcht0	(%r10)
	addq	$4, %r11
	addq	$64, %r10
	prefetcht0	(%rax)
	addq	$64, %rax
	fldt	-272(%rax)
	fld	%st(1)
	fmul	%st(3), %st
	fld	%st(1)
	fmul	%st(5), %st
	fsubrp	%st, %st(1)
	fxch	%st(3)
	fmulp	%st, %st(1)
	fxch	%st(1)
	fmulp	%st, %st(3)
	faddp	%st, %st(2)
	fldt	-256(%r10)
	fld	%st(1)
	fmul	%st(1), %st
	fldt	-256(%rax)
	fld	%st(4)
	fmul	%st(1), %st
	fsubrp	%st, %st(2)
	fxch	%st(4)
	fmulp	%st, %st(2)
	fxch	%st(2)
	fmulp	%st, %st(3)
	faddp	%st, %st(2)
	fldt	-240(%r10)
	fld	%st(1)
	fmul	%st(1), %st
	fldt	-240(%rax)
	fld	%st(4)
	fmul	%st(1), %st
	fsubrp	%st, %st(2)
	fxch	%st(4)
	fmulp	%st, %st(2)
	fxch	%st(2)
	fmulp	%st, %st(3)
	faddp	%st, %st(2)
	fldt	-224(%r10)
	fld	%st(1)
	fmul	%st(1), %st
	fldt	-224(%rax)
	cmpq	%rdx, %r11
	fld	%st(4)
	fmul	%st(1), %st
	fsubrp	%st, %st(2)
	fxch	%st(4)
	fmulp	%st, %st(2)
	fxch	%st(2)
	fmulp	%st, %st(3)
	faddp	%st, %st(2)
	jne	.L130
