	vmovss	(%rsi), %xmm2
	addq	$4, %rsi
	vmovdqa	.LC0(%rip), %xmm3
	vsubss	%xmm0, %xmm2, %xmm2
	vmulss	%xmm1, %xmm2, %xmm2
	vcvttss2sil	%xmm2, %eax
	movl	%eax, -12(%rsp)
	vmovd	-12(%rsp), %xmm2
	vpminsd	%xmm3, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpmaxsd	%xmm3, %xmm2, %xmm2
	vmovd	%xmm2, %eax
	cltq
	incl	(%rdi,%rax,4)
	cmpq	%rdx, %rsi
	jne	.L18
