	vaddsd	0(%rbp), %xmm0, %xmm0
	addq	$8, %rbp
	cmpq	%r12, %rbp
	jne	.L15
