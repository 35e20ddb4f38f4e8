	vmovss	(%rdi,%rax,4), %xmm0
	vminss	%xmm1, %xmm0, %xmm1
	vmaxss	%xmm2, %xmm0, %xmm2
	vmovss	(%rsi,%rax,4), %xmm0
	incq	%rax
	cmpq	%rdx, %rax
	vminss	%xmm3, %xmm0, %xmm3
	vmaxss	%xmm4, %xmm0, %xmm4
	jne	.L25
