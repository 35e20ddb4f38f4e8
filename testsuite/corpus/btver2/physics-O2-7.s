	vmulss	(%rdi), %xmm0, %xmm1
	addq	$4, %rdi
	vmovss	%xmm1, -4(%rdi)
	cmpq	%rax, %rdi
	jne	.L37
