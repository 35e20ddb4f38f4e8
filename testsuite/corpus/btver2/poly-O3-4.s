	vmulss	%xmm0, %xmm1, %xmm0
	vaddss	(%rdi,%rax,4), %xmm0, %xmm0
	incq	%rax
	cmpl	%eax, %esi
	jge	.L14
