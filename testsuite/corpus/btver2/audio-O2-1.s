	vmulss	(%rdi), %xmm0, %xmm2
	addq	$4, %rdi
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm2, -4(%rdi)
	cmpq	%rax, %rdi
	jne	.L3
