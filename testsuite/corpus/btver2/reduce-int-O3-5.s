	vpaddq	(%rax), %xmm0, %xmm0
	movq	%rdi, %r9
	prefetcht0	544(%rax)
	addq	$4, %rdi
	addq	$64, %rax
	vpaddq	-48(%rax), %xmm0, %xmm0
	vpaddq	-32(%rax), %xmm0, %xmm0
	vpaddq	-16(%rax), %xmm0, %xmm0
	cmpq	%rdx, %r9
	jne	.L34
