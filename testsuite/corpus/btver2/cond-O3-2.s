	incl	%edx
	vpabsd	(%rcx,%rax), %xmm0
	vmovdqu	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r8d, %edx
	jb	.L6
