	vmovdqu	(%rsi,%rax), %xmm0
	incl	%r9d
	vmovdqu	(%r8,%rax), %xmm1
	vpminsd	%xmm1, %xmm0, %xmm2
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm2, (%rsi,%rax)
	vmovdqu	%xmm0, (%r8,%rax)
	addq	$16, %rax
	cmpl	%edx, %r9d
	jb	.L112
