	vcvtdq2ps	(%rsi,%rax), %xmm0
	incl	%ecx
	vmovups	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L6
