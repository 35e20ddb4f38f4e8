	vpmulld	(%rax), %xmm0, %xmm0
	prefetcht0	544(%rax)
	movl	%r8d, %r9d
	addq	$64, %rax
	addl	$4, %r8d
	vpmulld	-48(%rax), %xmm0, %xmm0
	vpmulld	-32(%rax), %xmm0, %xmm0
	vpmulld	-16(%rax), %xmm0, %xmm0
	cmpl	%edx, %r9d
	jne	.L88
