	vmulsd	(%rdi,%rax), %xmm1, %xmm3
	vmulsd	(%rsi,%rax), %xmm0, %xmm2
	vaddsd	%xmm3, %xmm2, %xmm2
	vmovsd	%xmm2, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L37
