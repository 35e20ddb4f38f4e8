	vmovsd	%xmm0, %xmm0, %xmm4
	vmovsd	%xmm5, %xmm5, %xmm3
	vmovsd	(%rsi,%rax), %xmm5
	vmulsd	8(%rdx), %xmm3, %xmm6
	vmulsd	16(%rdx), %xmm1, %xmm1
	vmulsd	32(%rdx), %xmm2, %xmm2
	vmulsd	(%rdx), %xmm5, %xmm0
	vaddsd	%xmm6, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	24(%rdx), %xmm4, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm3, %xmm3, %xmm1
	vsubsd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm4, %xmm4, %xmm2
	vmovsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rcx, %rax
	jne	.L76
