	vmovss	(%rdi), %xmm0
	addq	$4, %rdi
	vcmpltss	%xmm0, %xmm3, %xmm1
	vblendvps	%xmm1, %xmm0, %xmm2, %xmm0
	vmovss	%xmm0, -4(%rdi)
	cmpq	%rdi, %rax
	jne	.L49
