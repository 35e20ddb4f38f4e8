	vmovsd	(%rcx,%rax), %xmm0
	vmulsd	(%r8,%rax), %xmm0, %xmm0
	addq	$8, %rax
	cmpq	%rax, %rsi
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L49
