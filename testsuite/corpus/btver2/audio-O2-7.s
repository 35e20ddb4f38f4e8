	vmovss	(%rdi), %xmm0
	addq	$4, %rdi
	cmpq	%rdi, %rax
	vmovss	%xmm0, %xmm0, %xmm3
	vxorps	%xmm5, %xmm0, %xmm4
	vcmpltss	%xmm2, %xmm0, %xmm0
	vblendvps	%xmm0, %xmm4, %xmm3, %xmm0
	vmaxss	%xmm1, %xmm0, %xmm1
	jne	.L43
