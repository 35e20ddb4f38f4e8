	incq	%rdx
	cmpq	%rcx, %rdx
	je	.L47
	vmovsd	(%rdi,%rdx,8), %xmm1
	vcomisd	%xmm0, %xmm1
	jbe	.L53
