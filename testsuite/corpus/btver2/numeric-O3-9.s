	vmovsd	(%rdi,%rax,8), %xmm2
	incq	%rax
	cmpl	%eax, %esi
	vsubsd	%xmm0, %xmm2, %xmm0
	vmovsd	%xmm1, %xmm1, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vsubsd	%xmm2, %xmm1, %xmm2
	vsubsd	%xmm0, %xmm2, %xmm0
	jg	.L60
