	vmovss	(%rdi,%rax,4), %xmm1
	vcomiss	%xmm0, %xmm1
	vmaxss	%xmm0, %xmm1, %xmm0
	cmova	%eax, %edx
	incq	%rax
	cmpq	%rax, %rsi
	jne	.L247
