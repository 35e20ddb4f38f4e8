	vmovsd	(%rsi,%rax), %xmm1
	vmulsd	(%rdi,%rax), %xmm1, %xmm3
	addq	$8, %rax
	cmpq	%rax, %rdx
	vaddsd	%xmm1, %xmm2, %xmm2
	vaddsd	%xmm3, %xmm0, %xmm0
	jne	.L58
