	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	8(%rdi,%rax,8), %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vdivsd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax,8)
	incq	%rax
	cmpl	%eax, %edx
	jg	.L154
