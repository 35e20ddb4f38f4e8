	vsubsd	(%rdi,%rax,8), %xmm4, %xmm0
	vsubsd	(%rsi,%rax,8), %xmm3, %xmm1
	incq	%rax
	cmpl	%eax, %edx
	vmulsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vminsd	%xmm2, %xmm0, %xmm2
	jg	.L63
