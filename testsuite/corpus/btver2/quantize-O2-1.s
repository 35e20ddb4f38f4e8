	vmulss	(%rsi,%rcx,4), %xmm0, %xmm1
	vmovdqa	.LC0(%rip), %xmm2
	vcvttss2sil	%xmm1, %eax
	movl	%eax, -12(%rsp)
	vmovd	-12(%rsp), %xmm1
	vpmaxsd	%xmm2, %xmm1, %xmm1
	vmovdqa	.LC1(%rip), %xmm2
	vpminsd	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %eax
	movb	%al, (%rdi,%rcx)
	incq	%rcx
	cmpq	%rdx, %rcx
	jne	.L3
