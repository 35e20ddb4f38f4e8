	vmovsd	(%rsi,%rax), %xmm0
	vdivsd	(%rdx,%rax), %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rcx, %rax
	jne	.L59
