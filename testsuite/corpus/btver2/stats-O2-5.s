	vaddss	(%rax), %xmm0, %xmm0
	addq	$4, %rax
	cmpq	%rax, %r8
	jne	.L24
