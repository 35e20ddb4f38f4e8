	vmovss	(%rdi), %xmm0
	addq	$4, %rdi
	vcmpltss	%xmm2, %xmm0, %xmm4
	vxorps	%xmm5, %xmm0, %xmm1
	vblendvps	%xmm4, %xmm1, %xmm0, %xmm1
	vmulss	%xmm3, %xmm0, %xmm0
	vaddss	%xmm6, %xmm1, %xmm1
	vdivss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm3, %xmm0, %xmm0
	vmovss	%xmm0, -4(%rdi)
	cmpq	%rdi, %rax
	jne	.L40
