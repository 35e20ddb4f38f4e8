	fadd	%st(1), %st
	fxch	%st(1)
	addq	$4, %rcx
	prefetchw	(%rdx)
	addq	$64, %rdx
	fld	%st(0)
	fstpt	-464(%rdx)
	fadd	%st(1), %st
	fxch	%st(1)
	fld	%st(0)
	fstpt	-448(%rdx)
	fadd	%st(1), %st
	fxch	%st(1)
	fld	%st(0)
	fstpt	-432(%rdx)
	fadd	%st(1), %st
	fxch	%st(1)
	fld	%st(0)
	fstpt	-416(%rdx)
	cmpq	%rax, %rcx
	jne	.L68
