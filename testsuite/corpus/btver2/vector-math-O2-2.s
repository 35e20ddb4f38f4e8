	vmovss	(%rsi,%rax), %xmm0
	vmulss	(%rdx,%rax), %xmm0, %xmm0
	vsubss	(%rcx,%rax), %xmm0, %xmm0
	vmovss	%xmm0, (%r9,%rax)
	addq	$4, %rax
	cmpq	%rdi, %rax
	jne	.L9
