	vsubsd	(%rsi,%rax,8), %xmm5, %xmm0
	vsubsd	(%rdx,%rax,8), %xmm4, %xmm1
	incq	%rax
	cmpl	%eax, %edi
	vmulsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm3, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm3, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm2
	jg	.L43
