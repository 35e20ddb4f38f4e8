	vmulss	(%rdi), %xmm0, %xmm2
	addq	$4, %rdi
	vaddss	%xmm1, %xmm2, %xmm2
	vmovss	%xmm2, -4(%rdi)
	cmpq	%rax, %rdi
	jne	.L57
