	vmovss	(%rax), %xmm1
	addq	$4, %rax
	cmpq	%rdx, %rax
	vmaxss	%xmm0, %xmm1, %xmm0
	jne	.L31
