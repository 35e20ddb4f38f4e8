	vmovsd	(%rsi,%rax), %xmm0
	vmulsd	(%rdx,%rax), %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rcx, %rax
	jne	.L79
