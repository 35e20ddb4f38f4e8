	vmovsd	%xmm4, %xmm4, %xmm1
	vmovsd	(%rdi,%rax), %xmm4
	vmovsd	%xmm3, %xmm3, %xmm2
	vmovsd	(%rsi,%rax), %xmm3
	movq	%rax, %rdx
	addq	$8, %rax
	cmpq	%rcx, %rdx
	vaddsd	%xmm1, %xmm4, %xmm1
	vsubsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L3
