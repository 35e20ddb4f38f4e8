	vmovsd	(%rdi), %xmm2
	addq	$8, %rdi
	cmpq	%rdi, %rax
	vsubsd	%xmm0, %xmm2, %xmm0
	vmovsd	%xmm1, %xmm1, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vsubsd	%xmm2, %xmm1, %xmm2
	vsubsd	%xmm0, %xmm2, %xmm0
	jne	.L33
