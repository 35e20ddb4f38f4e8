	vmovss	(%rdi), %xmm0
	vxorps	%xmm1, %xmm1, %xmm1
	vcomiss	%xmm0, %xmm3
	ja	.L51
	vcomiss	%xmm2, %xmm0
	vmovss	%xmm2, %xmm2, %xmm1
	ja	.L51
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm0, %xmm0, %xmm0
	vsubss	%xmm1, %xmm4, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, (%rdi)
	addq	$4, %rdi
	cmpq	%rax, %rdi
	jne	.L52
