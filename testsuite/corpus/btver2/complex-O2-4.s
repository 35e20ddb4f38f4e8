	vmovss	(%rsi,%rax,8), %xmm0
	vmovss	4(%rsi,%rax,8), %xmm1
	vmulss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm1, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L19
