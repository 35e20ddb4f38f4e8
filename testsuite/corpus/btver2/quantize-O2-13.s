	vmulss	(%rdi), %xmm3, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vcomiss	%xmm0, %xmm1
	jbe	.L94
	addq	$4, %rdi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, -4(%rdi)
	cmpq	%rdi, %rax
	jne	.L89
