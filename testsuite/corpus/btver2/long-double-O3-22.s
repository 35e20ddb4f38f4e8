	flds	-92(%rcx)
	addq	$16, %r8
	prefetcht0	(%rcx)
	addq	$64, %rcx
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-152(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-148(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-144(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-140(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-136(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-132(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-128(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-124(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-120(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-116(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-112(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-108(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-104(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-100(%rcx)
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	flds	-96(%rcx)
	cmpq	%r8, %rax
	fadd	%st, %st(2)
	fmul	%st(0), %st
	faddp	%st, %st(1)
	jne	.L121
