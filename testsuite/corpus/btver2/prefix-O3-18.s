	vmovss	(%rsi,%rax,4), %xmm0
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, (%rdi,%rax,4)
	incq	%rax
	cmpl	%eax, %edx
	jg	.L97
