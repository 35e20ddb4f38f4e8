	fldt	-240(%r8)
	prefetcht0	(%r8)
	addq	$4, %r9
	addq	$64, %r8
	prefetcht0	(%rax)
	addq	$64, %rax
	fmul	%st(1), %st
	fldt	-304(%rax)
	faddp	%st, %st(1)
	fstpt	-304(%rax)
	fldt	-288(%r8)
	fmul	%st(1), %st
	fldt	-288(%rax)
	faddp	%st, %st(1)
	fstpt	-288(%rax)
	fldt	-272(%r8)
	fmul	%st(1), %st
	fldt	-272(%rax)
	faddp	%st, %st(1)
	fstpt	-272(%rax)
	fldt	-256(%r8)
	fmul	%st(1), %st
	fldt	-256(%rax)
	faddp	%st, %st(1)
	fstpt	-256(%rax)
	cmpq	%rcx, %r9
	jne	.L45
