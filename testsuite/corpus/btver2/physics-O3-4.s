	vmovsd	(%rsi,%rax,8), %xmm1
	vmovsd	(%rdx,%rax,8), %xmm3
	vsubsd	%xmm7, %xmm1, %xmm1
	vsubsd	%xmm6, %xmm3, %xmm3
	vmulsd	%xmm1, %xmm1, %xmm0
	vmulsd	%xmm3, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmovsd	(%rcx,%rax,8), %xmm2
	incq	%rax
	cmpl	%eax, %edi
	vaddsd	%xmm8, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm2, %xmm0
	vmulsd	%xmm0, %xmm1, %xmm1
	vmulsd	%xmm3, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm4, %xmm4
	vaddsd	%xmm0, %xmm5, %xmm5
	jg	.L14
