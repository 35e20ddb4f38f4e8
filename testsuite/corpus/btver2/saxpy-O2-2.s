	vmulsd	(%rsi,%rax), %xmm0, %xmm1
	vaddsd	(%rdi,%rax), %xmm1, %xmm1
	vmovsd	%xmm1, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L9
