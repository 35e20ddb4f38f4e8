	movslq	(%rdx,%rax), %rcx
	vmovss	(%rsi,%rcx,4), %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %r8
	jne	.L37
