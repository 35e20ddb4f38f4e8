	vmovss	(%rdi), %xmm1
	vcomiss	%xmm0, %xmm1
	ja	.L129
	vcomiss	%xmm1, %xmm3
	jbe	.L121
	vaddss	%xmm0, %xmm1, %xmm1
	addq	$4, %rdi
	cmpq	%rdi, %rax
	vaddss	%xmm1, %xmm2, %xmm2
	jne	.L123
