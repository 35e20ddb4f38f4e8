	vmovsd	(%rsi,%rax), %xmm0
	vmulsd	(%rdx,%rax), %xmm0, %xmm0
	vaddsd	(%rcx,%rax), %xmm0, %xmm0
	vmovsd	%xmm0, (%r9,%rax)
	addq	$8, %rax
	cmpq	%rdi, %rax
	jne	.L3
