	fsubrl	-160(%rdx)
	addq	$8, %rcx
	prefetcht0	(%rdx)
	addq	$64, %rdx
	fld	%st(0)
	fadd	%st(2), %st
	fsub	%st, %st(2)
	fxch	%st(2)
	fsubp	%st, %st(1)
	fsubrl	-216(%rdx)
	fld	%st(1)
	fadd	%st(1), %st
	fsub	%st, %st(2)
	fxch	%st(2)
	fsubp	%st, %st(1)
	fsubrl	-208(%rdx)
	fld	%st(1)
	fadd	%st(1), %st
	fsub	%st, %st(2)
	fxch	%st(2)
	fsubp	%st, %st(1)
	fsubrl	-200(%rdx)
	fld	%st(1)
	fadd	%st(1), %st
	fsub	%st, %st(2)
	fxch	%st(2)
	fsubp	%st, %st(1)
	fsubrl	-192(%rdx)
	fld	%st(1)
	fadd	%st(1), %st
	fsub	%st, %st(2)
	fxch	%st(2)
	fsubp	%st, %st(1)
	fsubrl	-184(%rdx)
	fld	%st(1)
	fadd	%st(1), %st
	fsub	%st, %st(2)
	fxch	%st(2)
	fsubp	%st, %st(1)
	fsubrl	-176(%rdx)
	fld	%st(1)
	fadd	%st(1), %st
	fsub	%st, %st(2)
	fxch	%st(2)
	fsubp	%st, %st(1)
	fsubrl	-168(%rdx)
	cmpq	%rcx, %rax
	fld	%st(1)
	fadd	%st(1), %st
	fsub	%st, %st(2)
	fxch	%st(2)
	fsubp	%st, %st(1)
	jne	.L58
