	vmulsd	(%rdi,%rax,8), %xmm0, %xmm0
	incq	%rax
	cmpl	%eax, %esi
	jg	.L168
