	vmulps	(%rcx,%rax), %xmm2, %xmm1
	incl	%edx
	vmovups	%xmm1, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r9d, %edx
	jb	.L202
