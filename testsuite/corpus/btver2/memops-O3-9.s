	movl	%r9d, %r10d
	vmovdqu	%xmm0, (%rax)
	vmovdqu	%xmm0, 16(%rax)
	addl	$4, %r9d
	vmovdqu	%xmm0, 32(%rax)
	prefetchw	640(%rax)
	vmovdqu	%xmm0, 48(%rax)
	addq	$64, %rax
	cmpl	%edx, %r10d
	jne	.L62
