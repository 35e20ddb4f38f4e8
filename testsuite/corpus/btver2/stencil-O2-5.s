	vmovss	0(%r13,%rax,4), %xmm0
	addq	$4, %rdx
	vmulss	(%rdx), %xmm2, %xmm1
	vaddss	(%rsi,%rax,4), %xmm0, %xmm0
	vaddss	-4(%rdx), %xmm0, %xmm0
	vaddss	4(%rdx), %xmm0, %xmm0
	vsubss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, (%rcx,%rax,4)
	incq	%rax
	cmpq	%rax, %rdi
	jne	.L32
