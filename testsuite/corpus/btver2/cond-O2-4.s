	vmovss	(%rsi,%rax), %xmm0
	vmaxss	(%rdx,%rax), %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.L24
