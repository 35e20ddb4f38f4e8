	fildl	-68(%r8)
	prefetcht0	(%r8)
	prefetchw	(%rcx)
	prefetchw	64(%rcx)
	prefetchw	128(%rcx)
	prefetchw	192(%rcx)
	addq	$16, %r9
	addq	$64, %r8
	addq	$256, %rcx
	fmul	%st(1), %st
	fstpt	-528(%rcx)
	fildl	-128(%r8)
	fmul	%st(1), %st
	fstpt	-512(%rcx)
	fildl	-124(%r8)
	fmul	%st(1), %st
	fstpt	-496(%rcx)
	fildl	-120(%r8)
	fmul	%st(1), %st
	fstpt	-480(%rcx)
	fildl	-116(%r8)
	fmul	%st(1), %st
	fstpt	-464(%rcx)
	fildl	-112(%r8)
	fmul	%st(1), %st
	fstpt	-448(%rcx)
	fildl	-108(%r8)
	fmul	%st(1), %st
	fstpt	-432(%rcx)
	fildl	-104(%r8)
	fmul	%st(1), %st
	fstpt	-416(%rcx)
	fildl	-100(%r8)
	fmul	%st(1), %st
	fstpt	-400(%rcx)
	fildl	-96(%r8)
	fmul	%st(1), %st
	fstpt	-384(%rcx)
	fildl	-92(%r8)
	fmul	%st(1), %st
	fstpt	-368(%rcx)
	fildl	-88(%r8)
	fmul	%st(1), %st
	fstpt	-352(%rcx)
	fildl	-84(%r8)
	fmul	%st(1), %st
	fstpt	-336(%rcx)
	fildl	-80(%r8)
	fmul	%st(1), %st
	fstpt	-320(%rcx)
	fildl	-76(%r8)
	fmul	%st(1), %st
	fstpt	-304(%rcx)
	fildl	-72(%r8)
	fmul	%st(1), %st
	fstpt	-288(%rcx)
	cmpq	%rax, %r9
	jne	.L97
