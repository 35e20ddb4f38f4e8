	vmovsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm0, %xmm1, %xmm5
	vmulsd	%xmm2, %xmm4, %xmm2
	vmulsd	%xmm0, %xmm4, %xmm0
	vmulsd	%xmm3, %xmm1, %xmm3
	vsubsd	%xmm5, %xmm2, %xmm2
	vaddsd	(%rdi,%rax,8), %xmm2, %xmm2
	vaddsd	%xmm3, %xmm0, %xmm0
	vaddsd	(%rsi,%rax,8), %xmm0, %xmm0
	decq	%rax
	testl	%eax, %eax
	jns	.L125
