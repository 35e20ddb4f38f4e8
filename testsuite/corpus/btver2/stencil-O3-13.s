	vmovss	(%rsi,%rax,4), %xmm0
	addq	$4, %rcx
	vmulss	(%rcx), %xmm1, %xmm3
	vaddss	(%rdi,%rax,4), %xmm0, %xmm0
	vaddss	-4(%rcx), %xmm0, %xmm0
	vaddss	4(%rcx), %xmm0, %xmm0
	vsubss	%xmm3, %xmm0, %xmm0
	vmovss	%xmm0, (%r8,%rax,4)
	incq	%rax
	cmpq	%rax, %r14
	jne	.L123
