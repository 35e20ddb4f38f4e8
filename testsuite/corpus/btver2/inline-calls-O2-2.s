	vmovss	(%rsi,%rax), %xmm2
	vmovss	(%rdx,%rax), %xmm1
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm2, %xmm1, %xmm1
	vmovss	%xmm1, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rcx, %rax
	jne	.L9
