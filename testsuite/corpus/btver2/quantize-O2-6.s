	vmovss	(%rdi,%rax), %xmm0
	vsubss	(%r10,%rax), %xmm0, %xmm0
	vmulss	(%rdx,%rax), %xmm0, %xmm0
	vmulss	(%rcx,%rax), %xmm0, %xmm0
	vaddss	(%r8,%rax), %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rsi, %rax
	jne	.L37
