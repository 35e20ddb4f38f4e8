	vmovss	(%rsi,%rax), %xmm0
	vmulss	(%rdx,%rax), %xmm0, %xmm0
	vsubss	(%rcx,%rax), %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %r8
	jne	.L28
