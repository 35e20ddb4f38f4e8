	movl	%r8d, %r9d
	vmovupd	%xmm1, (%rax)
	vmovupd	%xmm1, 16(%rax)
	addl	$4, %r8d
	vmovupd	%xmm1, 32(%rax)
	prefetchw	640(%rax)
	vmovupd	%xmm1, 48(%rax)
	addq	$64, %rax
	cmpl	%edx, %r9d
	jne	.L75
