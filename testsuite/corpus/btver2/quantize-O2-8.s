	vmovss	(%rsi,%rax,8), %xmm0
	vmaxss	4(%rsi,%rax,8), %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L53
