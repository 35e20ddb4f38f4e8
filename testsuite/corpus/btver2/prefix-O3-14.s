	vmovd	(%rsi,%rax,4), %xmm1
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, (%rdi,%rax,4)
	incq	%rax
	cmpl	%eax, %edx
	jg	.L79
