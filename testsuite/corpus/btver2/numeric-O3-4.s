	vaddsd	(%rax), %xmm1, %xmm1
	movl	%r8d, %r9d
	prefetcht0	464(%rax)
	addl	$4, %r8d
	addq	$64, %rax
	vaddsd	-56(%rax), %xmm1, %xmm1
	vaddsd	-48(%rax), %xmm1, %xmm1
	vaddsd	-40(%rax), %xmm1, %xmm1
	vaddsd	-32(%rax), %xmm1, %xmm1
	vaddsd	-24(%rax), %xmm1, %xmm1
	vaddsd	-16(%rax), %xmm1, %xmm1
	vaddsd	-8(%rax), %xmm1, %xmm1
	cmpl	%ecx, %r9d
	jne	.L35
