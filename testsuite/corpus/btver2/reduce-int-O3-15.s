	vmovdqu	16(%rax), %xmm1
	movq	%rdi, %r9
	prefetcht0	544(%rax)
	addq	$4, %rdi
	addq	$64, %rax
	vpor	-64(%rax), %xmm1, %xmm1
	vpor	-32(%rax), %xmm1, %xmm1
	vpor	-16(%rax), %xmm1, %xmm1
	cmpq	%rdx, %r9
	vpor	%xmm1, %xmm0, %xmm0
	jne	.L116
