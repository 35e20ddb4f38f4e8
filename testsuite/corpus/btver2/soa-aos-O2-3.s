	vmovss	12(%rdi), %xmm0
	addq	$24, %rdi
	vmovss	-8(%rdi), %xmm2
	vmovss	-4(%rdi), %xmm1
	cmpq	%rdi, %rax
	vmulss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm0, %xmm3, %xmm3
	jne	.L14
