	vmovss	4(%rdi), %xmm0
	addq	$8, %rdi
	vxorps	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -4(%rdi)
	cmpq	%rax, %rdi
	jne	.L46
