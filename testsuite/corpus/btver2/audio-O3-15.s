	vmovsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm2, %xmm3, %xmm1
	vcvtss2sd	(%rdi,%rax,4), %xmm4, %xmm4
	incq	%rax
	cmpl	%eax, %esi
	vaddsd	%xmm4, %xmm1, %xmm1
	vsubsd	%xmm0, %xmm1, %xmm1
	vmovsd	%xmm2, %xmm2, %xmm0
	jg	.L132
