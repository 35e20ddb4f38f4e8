	vmovss	%xmm3, %xmm3, %xmm2
	vmulss	%xmm0, %xmm1, %xmm5
	vmulss	%xmm2, %xmm1, %xmm2
	vmulss	%xmm0, %xmm4, %xmm0
	vmulss	%xmm3, %xmm4, %xmm3
	vaddss	%xmm0, %xmm2, %xmm0
	vsubss	%xmm5, %xmm3, %xmm3
	vmovss	%xmm0, (%rdi,%rax,4)
	incq	%rax
	cmpl	%eax, %esi
	jg	.L162
