	vmovdqu	(%rdx,%rax), %xmm0
	incl	%ecx
	vpslld	$1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%esi, %ecx
	jb	.L48
