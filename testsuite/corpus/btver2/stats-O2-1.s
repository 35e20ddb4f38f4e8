	vmovsd	(%rdi,%rax), %xmm2
	vmovsd	(%rsi,%rax), %xmm3
	addq	$8, %rax
	cmpq	%rax, %rcx
	vsubsd	%xmm0, %xmm2, %xmm2
	vsubsd	%xmm1, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm4, %xmm4
	jne	.L3
