	vmulss	(%rdi,%rax,4), %xmm0, %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm2, (%rdi,%rax,4)
	incq	%rax
	cmpl	%eax, %esi
	jg	.L5
