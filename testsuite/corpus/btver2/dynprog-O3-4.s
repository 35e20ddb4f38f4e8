	movq	-136(%rcx), %r8
	prefetcht0	(%rcx)
	addq	%r8, -136(%rdx)
	addq	$64, %rcx
	movq	-192(%rcx), %r8
	prefetcht0	(%rdx)
	addq	%r8, -128(%rdx)
	movq	-184(%rcx), %r8
	addq	%r8, -120(%rdx)
	movq	-176(%rcx), %r8
	addq	%r8, -112(%rdx)
	movq	-168(%rcx), %r8
	addq	%r8, -104(%rdx)
	movq	-160(%rcx), %r8
	addq	%r8, -96(%rdx)
	movq	-152(%rcx), %r8
	addq	%r8, -88(%rdx)
	movq	-144(%rcx), %r8
	addq	%r8, -80(%rdx)
	movl	%eax, %r8d
	addl	$9, %r8d
	addl	$8, %eax
	addq	$64, %rdx
	cmpl	%r8d, %r10d
	jg	.L32
