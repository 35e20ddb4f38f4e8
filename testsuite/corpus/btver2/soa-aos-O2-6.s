	vmovsd	(%rdx,%rax,2), %xmm0
	vmovsd	%xmm0, (%rdi,%rax)
	vmovsd	8(%rdx,%rax,2), %xmm0
	vmovsd	%xmm0, (%rsi,%rax)
	addq	$8, %rax
	cmpq	%rcx, %rax
	jne	.L29
