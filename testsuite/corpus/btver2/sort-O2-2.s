	vmovupd	(%rdi), %xmm0
	vunpckhpd	%xmm0, %xmm0, %xmm1
	vcomisd	%xmm1, %xmm0
	jbe	.L14
	vpermilpd	$1, %xmm0, %xmm0
	vmovupd	%xmm0, (%rdi)
	addq	$8, %rdi
	cmpq	%rax, %rdi
	jne	.L16
