	vmovsd	(%rsi,%rax), %xmm1
	vmulsd	%xmm1, %xmm1, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L19
