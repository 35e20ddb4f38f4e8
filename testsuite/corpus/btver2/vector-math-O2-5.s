	vmovsd	(%rsi,%rax), %xmm0
	vaddsd	(%rdx,%rax), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rcx, %rax
	jne	.L24
