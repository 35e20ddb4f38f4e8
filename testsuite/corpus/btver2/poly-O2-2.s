	vmulss	%xmm0, %xmm1, %xmm0
	addq	$4, %rdi
	vaddss	-4(%rdi), %xmm0, %xmm0
	cmpq	%rax, %rdi
	jne	.L8
