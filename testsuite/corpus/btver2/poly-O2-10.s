	vmovsd	%xmm2, %xmm2, %xmm3
	vmovsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm1
	vsubsd	%xmm3, %xmm1, %xmm1
	vaddsd	(%rdi,%rsi,8), %xmm1, %xmm1
	decq	%rsi
	testl	%esi, %esi
	jns	.L57
