	vmovq	12(%rdi), %xmm1
	addq	$24, %rdi
	vmovq	-24(%rdi), %xmm2
	vmulps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm2, %xmm1, %xmm1
	vmovlps	%xmm1, -24(%rdi)
	vmulss	-4(%rdi), %xmm0, %xmm1
	vaddss	-16(%rdi), %xmm1, %xmm1
	vmovss	%xmm1, -16(%rdi)
	cmpq	%rax, %rdi
	jne	.L3
