	vmovsd	(%rsi,%rax,8), %xmm0
	vmovsd	%xmm0, (%rdi,%rax,8)
	incq	%rax
	cmpl	%eax, %edx
	jg	.L215
