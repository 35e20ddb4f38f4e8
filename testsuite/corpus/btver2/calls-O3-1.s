	vaddsd	(%rax), %xmm0, %xmm0
	movl	%esi, %edi
	prefetcht0	464(%rax)
	addl	$4, %esi
	addq	$64, %rax
	vaddsd	-56(%rax), %xmm0, %xmm0
	vaddsd	-48(%rax), %xmm0, %xmm0
	vaddsd	-40(%rax), %xmm0, %xmm0
	vaddsd	-32(%rax), %xmm0, %xmm0
	vaddsd	-24(%rax), %xmm0, %xmm0
	vaddsd	-16(%rax), %xmm0, %xmm0
	vaddsd	-8(%rax), %xmm0, %xmm0
	cmpl	%edx, %edi
	jne	.L23
