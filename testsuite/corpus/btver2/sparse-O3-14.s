	movslq	-68(%rdx), %r9
	prefetcht0	(%rdx)
	addl	$16, %edi
	addq	$64, %rdx
	incl	4(%rcx,%r9,4)
	movslq	-128(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-124(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-120(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-116(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-112(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-108(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-104(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-100(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-96(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-92(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-88(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-84(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-80(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-76(%rdx), %r9
	incl	4(%rcx,%r9,4)
	movslq	-72(%rdx), %r9
	incl	4(%rcx,%r9,4)
	cmpl	%eax, %edi
	jne	.L135
