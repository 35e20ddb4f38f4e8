	vmovss	(%rsi,%rax), %xmm0
	vinsertps	$0x10, (%rdx,%rax), %xmm0, %xmm0
	vmovlps	%xmm0, (%rdi,%rax,2)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.L53
