	vcvtsi2ssl	%eax, %xmm0, %xmm0
	vmulss	%xmm2, %xmm0, %xmm0
	vsubss	%xmm0, %xmm3, %xmm1
	vmulss	(%rdx,%rax,4), %xmm0, %xmm0
	vmulss	(%rsi,%rax,4), %xmm1, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm0, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rcx, %rax
	jne	.L55
