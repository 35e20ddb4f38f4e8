	subl	$8, %r10d
	movq	%rdx, %rax
	prefetcht0	(%rcx)
	imulq	%r8, %rax
	addq	96(%rcx), %rax
	cqto
	idivq	%r9
	movq	%rdx, %rax
	imulq	%r8, %rax
	addq	88(%rcx), %rax
	cqto
	idivq	%r9
	movq	%rdx, %rax
	imulq	%r8, %rax
	addq	80(%rcx), %rax
	cqto
	idivq	%r9
	movq	%rdx, %rax
	imulq	%r8, %rax
	addq	72(%rcx), %rax
	cqto
	idivq	%r9
	movq	%rdx, %rax
	imulq	%r8, %rax
	addq	64(%rcx), %rax
	cqto
	idivq	%r9
	movq	%rdx, %rax
	imulq	%r8, %rax
	addq	56(%rcx), %rax
	cqto
	idivq	%r9
	movq	%rdx, %rax
	imulq	%r8, %rax
	addq	48(%rcx), %rax
	cqto
	idivq	%r9
	movq	%rdx, %rax
	imulq	%r8, %rax
	addq	40(%rcx), %rax
	cqto
	idivq	%r9
	subq	$64, %rcx
	cmpl	%esi, %r10d
	jne	.L73
