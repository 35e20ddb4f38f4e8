	vmovss	(%rdi,%rax,4), %xmm0
	movslq	%edx, %rcx
	vucomiss	(%rdi,%rcx,4), %xmm0
	cmova	%eax, %edx
	incq	%rax
	cmpq	%rax, %rsi
	jne	.L81
