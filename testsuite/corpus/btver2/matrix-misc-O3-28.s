	vmulps	(%rsi,%rax), %xmm2, %xmm1
	incl	%edx
	vmovups	%xmm1, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%r10d, %edx
	jb	.L249
