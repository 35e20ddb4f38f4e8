	vmovss	(%rdi), %xmm0
	addq	$4, %rdi
	cmpq	%rax, %rdi
	vmulss	%xmm0, %xmm0, %xmm0
	vaddss	%xmm0, %xmm1, %xmm1
	jne	.L51
