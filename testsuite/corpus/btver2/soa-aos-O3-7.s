	vaddpd	(%rdi), %xmm1, %xmm1
	prefetcht0	544(%rdi)
	addq	$64, %rdi
	addl	$4, %ecx
	vaddpd	-48(%rdi), %xmm1, %xmm1
	vaddpd	-32(%rdi), %xmm1, %xmm1
	vaddpd	-16(%rdi), %xmm1, %xmm1
	cmpq	%rax, %rdi
	jne	.L52
