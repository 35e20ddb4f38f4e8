	vaddss	(%rdi), %xmm0, %xmm0
	addq	$4, %rdi
	cmpq	%rax, %rdi
	jne	.L3
