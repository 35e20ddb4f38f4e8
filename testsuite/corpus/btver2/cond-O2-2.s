	vmovsd	(%rdi), %xmm0
	vcomisd	%xmm0, %xmm1
	jbe	.L9
	vxorpd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi)
	addq	$8, %rdi
	cmpq	%rax, %rdi
	jne	.L11
