	vaddsd	(%rax), %xmm1, %xmm1
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L17
