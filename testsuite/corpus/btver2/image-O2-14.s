	vmovss	%xmm3, %xmm3, %xmm1
	vmovss	(%rsi,%rax,4), %xmm3
	vmovss	%xmm4, %xmm4, %xmm5
	vmovss	(%rdx,%rax,4), %xmm4
	vsubss	%xmm1, %xmm3, %xmm2
	vmulss	%xmm6, %xmm2, %xmm2
	vaddss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm5, %xmm4, %xmm1
	vmulss	%xmm6, %xmm1, %xmm1
	vaddss	%xmm5, %xmm1, %xmm1
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm2, %xmm1, %xmm1
	vmovss	%xmm1, -4(%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %rcx
	jne	.L78
