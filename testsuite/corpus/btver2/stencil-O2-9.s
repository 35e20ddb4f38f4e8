	vaddss	%xmm2, %xmm2, %xmm1
	vsubss	%xmm1, %xmm3, %xmm1
	vmovss	%xmm2, %xmm2, %xmm3
	vmovss	(%rsi,%rax,4), %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm3, %xmm1, %xmm1
	vmovss	%xmm1, -4(%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L66
