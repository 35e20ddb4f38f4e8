	vmovsd	(%rdi), %xmm0
	vmulsd	(%rdi,%rdx,8), %xmm0, %xmm0
	addq	$8, %rdi
	cmpq	%rdi, %rax
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L72
