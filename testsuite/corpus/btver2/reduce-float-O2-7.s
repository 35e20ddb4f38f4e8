	vmovsd	(%rax), %xmm1
	addq	$8, %rax
	cmpq	%rdx, %rax
	vminsd	%xmm0, %xmm1, %xmm0
	jne	.L38
