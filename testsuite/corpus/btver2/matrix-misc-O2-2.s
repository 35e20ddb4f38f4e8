	vmovss	(%rdx,%rax), %xmm0
	vaddss	(%rcx,%rax), %xmm0, %xmm0
	vmovss	%xmm0, (%rsi,%rax)
	addq	$4, %rax
	cmpq	%rdi, %rax
	jne	.L9
