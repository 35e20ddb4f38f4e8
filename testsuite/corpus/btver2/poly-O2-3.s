	vmovsd	(%rsi,%rax), %xmm7
	vmulsd	%xmm6, %xmm7, %xmm0
	vaddsd	%xmm5, %xmm0, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm0
	vsubsd	%xmm4, %xmm0, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm0
	vaddsd	%xmm3, %xmm0, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm0
	vsubsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L13
