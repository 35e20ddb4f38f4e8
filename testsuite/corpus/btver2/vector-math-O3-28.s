	vmulsd	%xmm2, %xmm1, %xmm4
	movl	%eax, %r8d
	addl	$8, %eax
	prefetchw	(%rsi)
	addq	$64, %rsi
	vsubsd	%xmm0, %xmm4, %xmm4
	vmulsd	%xmm1, %xmm4, %xmm0
	vmovsd	%xmm4, -216(%rsi)
	vsubsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm3
	vmovsd	%xmm2, -208(%rsi)
	vsubsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm1, %xmm0
	vmovsd	%xmm3, -200(%rsi)
	vsubsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm1, %xmm2
	vmovsd	%xmm0, -192(%rsi)
	vsubsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm3
	vmovsd	%xmm2, -184(%rsi)
	vsubsd	%xmm0, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm1, %xmm0
	vmovsd	%xmm3, -176(%rsi)
	vsubsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm1, %xmm2
	vmovsd	%xmm0, -168(%rsi)
	vsubsd	%xmm3, %xmm2, %xmm2
	vmovsd	%xmm2, -160(%rsi)
	cmpl	%ecx, %eax
	jne	.L266
