	vaddss	(%rax), %xmm0, %xmm0
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L48
