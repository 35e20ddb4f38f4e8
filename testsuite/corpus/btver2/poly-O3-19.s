	vmovsd	%xmm1, %xmm1, %xmm2
	vmovsd	%xmm0, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm3, %xmm0
	vsubsd	%xmm2, %xmm0, %xmm0
	vaddsd	(%rdi,%rax,8), %xmm0, %xmm0
	decq	%rax
	testl	%eax, %eax
	jns	.L118
