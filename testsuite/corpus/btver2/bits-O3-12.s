	vmovdqu	16(%rax), %xmm1
	movl	%r8d, %r9d
	prefetcht0	544(%rax)
	addl	$4, %r8d
	addq	$64, %rax
	vpxor	-64(%rax), %xmm1, %xmm1
	vpxor	-32(%rax), %xmm1, %xmm1
	vpxor	-16(%rax), %xmm1, %xmm1
	cmpl	%edx, %r9d
	vpxor	%xmm1, %xmm0, %xmm0
	jne	.L76
