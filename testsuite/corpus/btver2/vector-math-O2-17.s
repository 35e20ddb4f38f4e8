	vmovsd	(%rsi,%rax), %xmm0
	vmovsd	(%rdx,%rax), %xmm1
	vmulsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rcx, %rax
	jne	.L84
