	vaddsd	(%rax), %xmm0, %xmm0
	movq	%r8, %r9
	prefetcht0	464(%rax)
	addq	$4, %r8
	addq	$64, %rax
	vaddsd	-56(%rax), %xmm0, %xmm0
	vaddsd	-48(%rax), %xmm0, %xmm0
	vaddsd	-40(%rax), %xmm0, %xmm0
	vaddsd	-32(%rax), %xmm0, %xmm0
	vaddsd	-24(%rax), %xmm0, %xmm0
	vaddsd	-16(%rax), %xmm0, %xmm0
	vaddsd	-8(%rax), %xmm0, %xmm0
	cmpq	%rdx, %r9
	jne	.L20
