	vmovsd	(%rdi), %xmm0
	addq	$8, %rdi
	cmpq	%rdi, %rax
	vmovsd	%xmm0, %xmm0, %xmm3
	vxorpd	%xmm5, %xmm0, %xmm4
	vcmpltsd	%xmm2, %xmm0, %xmm0
	vblendvpd	%xmm0, %xmm4, %xmm3, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L45
