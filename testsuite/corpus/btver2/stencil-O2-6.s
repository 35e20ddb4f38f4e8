	addq	$8, %rax
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	(%rax), %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vdivsd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm0, -8(%rax)
	cmpq	%rax, %rdx
	jne	.L45
