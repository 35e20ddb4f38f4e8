	vmovsd	(%rdi), %xmm2
	vcomisd	%xmm2, %xmm0
	ja	.L51
	vcomisd	%xmm1, %xmm2
	jbe	.L50
	incl	%eax
	addq	$8, %rdi
	cmpq	%rdi, %rdx
	jne	.L52
