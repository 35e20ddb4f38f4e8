	vmulss	(%rsi,%rax,4), %xmm0, %xmm1
	vaddss	(%rdi,%rax,4), %xmm1, %xmm1
	vmovss	%xmm1, (%rdi,%rax,4)
	incq	%rax
	cmpl	%eax, %edx
	jg	.L155
