	vmovsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm1, %xmm0, %xmm1
	addq	$8, %rax
	vsubsd	%xmm3, %xmm1, %xmm1
	vmovsd	%xmm2, %xmm2, %xmm3
	vmovsd	%xmm1, -8(%rax)
	cmpq	%rdx, %rax
	jne	.L69
