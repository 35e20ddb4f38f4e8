	vaddpd	(%rdi), %xmm1, %xmm1
	movl	%edx, %ecx
	prefetcht0	544(%rdi)
	addl	$4, %edx
	addq	$64, %rdi
	vaddpd	-48(%rdi), %xmm1, %xmm1
	vaddpd	-32(%rdi), %xmm1, %xmm1
	vaddpd	-16(%rdi), %xmm1, %xmm1
	cmpl	%eax, %ecx
	jne	.L127
