	vmovss	(%rdi,%rax,4), %xmm1
	vsubss	(%rsi,%rax,4), %xmm1, %xmm1
	incq	%rax
	cmpl	%eax, %edx
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	jg	.L91
