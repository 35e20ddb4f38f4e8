	vmovsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm4
	vcvtss2sd	(%rdi), %xmm1, %xmm1
	addq	$4, %rdi
	cmpq	%rdi, %rax
	vaddsd	%xmm4, %xmm1, %xmm1
	vsubsd	%xmm3, %xmm1, %xmm1
	vmovsd	%xmm2, %xmm2, %xmm3
	jne	.L52
