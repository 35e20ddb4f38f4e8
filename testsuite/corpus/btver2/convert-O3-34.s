	vcvtdq2ps	(%rsi,%rax), %xmm0
	incl	%ecx
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L303
