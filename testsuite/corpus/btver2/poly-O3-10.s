	vmulsd	(%rdi,%rax,8), %xmm0, %xmm3
	incq	%rax
	cmpl	%eax, %esi
	vmulsd	%xmm2, %xmm0, %xmm0
	vaddsd	%xmm3, %xmm1, %xmm1
	jge	.L59
