	vmovsd	(%rdi,%rax,8), %xmm1
	vcomisd	%xmm0, %xmm1
	vmaxsd	%xmm0, %xmm1, %xmm0
	cmova	%eax, %edx
	incq	%rax
	cmpq	%rax, %rsi
	jne	.L42
