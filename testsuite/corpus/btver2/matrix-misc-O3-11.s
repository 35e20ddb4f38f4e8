	vmovsd	(%rsi), %xmm0
	vaddsd	(%r14,%rcx,8), %xmm0, %xmm0
	vmulsd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm0, (%r14,%rcx,8)
	incq	%rcx
	vmovsd	%xmm0, (%rsi)
	addq	%rdx, %rsi
	cmpl	%ecx, %eax
	jg	.L99
