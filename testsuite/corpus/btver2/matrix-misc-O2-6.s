	cmpl	%eax, %edx
	jne	.L57
	vmovsd	%xmm1, %xmm1, %xmm0
	vmovsd	%xmm0, (%rsi,%rax,8)
	incq	%rax
	cmpq	%rax, %rcx
	jne	.L50
