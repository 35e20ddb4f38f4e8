	vbroadcastss	4(%rdx), %xmm0
	addq	$16, %rdx
	vbroadcastss	-16(%rdx), %xmm1
	addq	$16, %rdi
	vmulps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm5, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	-8(%rdx), %xmm1
	vmulps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	-4(%rdx), %xmm1
	vmulps	%xmm2, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rdi)
	cmpq	%rdx, %rax
	jne	.L80
