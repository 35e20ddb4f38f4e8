	vmovdqu	(%rcx,%rax), %xmm0
	incl	%edx
	vmovdqu	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%edi, %edx
	jb	.L11
