	vmulsd	(%rdx,%rax), %xmm0, %xmm2
	vmovsd	(%rsi,%rax), %xmm1
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	%xmm1, (%rsi,%rax)
	addq	$8, %rax
	cmpq	%rcx, %rax
	jne	.L77
