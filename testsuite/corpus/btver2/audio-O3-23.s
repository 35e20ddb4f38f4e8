	vmovss	%xmm2, %xmm2, %xmm5
	vmovss	(%rsi,%rax,4), %xmm2
	vmulss	%xmm0, %xmm3, %xmm0
	vmulss	%xmm2, %xmm4, %xmm1
	vaddss	%xmm5, %xmm1, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm0, (%rdi,%rax,4)
	incq	%rax
	cmpl	%eax, %edx
	jg	.L194
