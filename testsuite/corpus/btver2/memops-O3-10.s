	incl	%edx
	vmovdqu	%xmm0, (%rax)
	addq	$16, %rax
	cmpl	%esi, %edx
	jb	.L63
