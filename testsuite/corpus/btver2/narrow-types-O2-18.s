	vmovdqa	%xmm2, %xmm1
	addq	$8, %rdi
	vpaddb	%xmm1, %xmm1, %xmm0
	vpaddb	%xmm1, %xmm0, %xmm0
	vmovq	%xmm0, -8(%rdi)
	cmpq	%rdi, %rax
	vpaddb	%xmm3, %xmm2, %xmm2
	jne	.L88
