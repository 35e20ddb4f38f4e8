	vmovsd	%xmm0, (%rdi)
	addq	$8, %rdi
	cmpq	%rax, %rdi
	jne	.L22
