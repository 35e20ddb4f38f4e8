	vmovss	(%rsi,%rax), %xmm0
	vaddss	(%rdx,%rax), %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rcx, %rax
	jne	.L74
