	vmovq	(%rdi), %xmm3
	addq	$12, %rdi
	vmovss	-4(%rdi), %xmm1
	vmovshdup	%xmm3, %xmm2
	vmulss	%xmm3, %xmm3, %xmm0
	vmulss	%xmm2, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm1, %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vdivss	%xmm0, %xmm4, %xmm0
	vmovsldup	%xmm0, %xmm2
	vmulss	%xmm0, %xmm1, %xmm1
	vmulps	%xmm3, %xmm2, %xmm2
	vmovss	%xmm1, -4(%rdi)
	vmovlps	%xmm2, -12(%rdi)
	cmpq	%rdi, %rax
	jne	.L44
