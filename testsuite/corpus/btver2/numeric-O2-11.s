	vmovsd	(%rsi,%rax), %xmm1
	vmulsd	%xmm4, %xmm1, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm3, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm2
	vmovsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L55
