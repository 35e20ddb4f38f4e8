	vaddpd	(%rdi), %xmm1, %xmm1
	addq	$16, %rdi
	cmpq	%rdi, %rax
	jne	.L24
