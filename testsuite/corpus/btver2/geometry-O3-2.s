	vmovsd	%xmm3, %xmm3, %xmm2
	vmovsd	%xmm4, %xmm4, %xmm1
	vmovsd	(%rcx,%rax,8), %xmm3
	vmovsd	(%rsi,%rax,8), %xmm4
	incq	%rax
	cmpl	%eax, %edx
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm1, %xmm1
	vmulsd	%xmm2, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	jg	.L5
