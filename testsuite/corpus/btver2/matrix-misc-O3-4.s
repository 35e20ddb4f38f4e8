	vaddsd	(%rax), %xmm0, %xmm0
	movl	%r12d, %r13d
	prefetcht0	464(%rax)
	addl	$4, %r12d
	addq	$64, %rax
	vaddsd	-56(%rax), %xmm0, %xmm0
	vaddsd	-48(%rax), %xmm0, %xmm0
	vaddsd	-40(%rax), %xmm0, %xmm0
	vaddsd	-32(%rax), %xmm0, %xmm0
	vaddsd	-24(%rax), %xmm0, %xmm0
	vaddsd	-16(%rax), %xmm0, %xmm0
	vaddsd	-8(%rax), %xmm0, %xmm0
	cmpl	%edi, %r13d
	jne	.L39
