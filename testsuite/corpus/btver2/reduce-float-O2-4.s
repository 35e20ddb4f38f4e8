	vmovsd	(%rdi,%rax), %xmm0
	vmulsd	(%rsi,%rax), %xmm0, %xmm0
	addq	$8, %rax
	cmpq	%rax, %rdx
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L19
