	vmovsd	%xmm3, %xmm3, %xmm2
	vmulsd	%xmm4, %xmm1, %xmm5
	vmulsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm4, %xmm0, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm2
	vsubsd	%xmm5, %xmm3, %xmm3
	vaddsd	(%rdi,%rax,8), %xmm3, %xmm3
	vaddsd	%xmm4, %xmm2, %xmm2
	vaddsd	(%rsi,%rax,8), %xmm2, %xmm4
	decq	%rax
	testl	%eax, %eax
	jns	.L51
