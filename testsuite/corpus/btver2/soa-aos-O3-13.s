	cmpl	%edx, -248(%rdi)
	jne	.L94
	testb	$1, -244(%rdi)
	je	.L94
	vaddsd	-240(%rdi), %xmm0, %xmm0
	prefetcht0	(%rdi)
	addq	$16, %rdi
	cmpq	%rax, %rdi
	jne	.L95
