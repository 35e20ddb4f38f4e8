	vmovsd	(%rsi,%rax), %xmm0
	vmulsd	(%rdx,%rax), %xmm0, %xmm0
	addq	$8, %rax
	cmpq	%rax, %rcx
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L41
