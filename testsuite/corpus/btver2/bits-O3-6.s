	vmovdqu	(%rdx,%rax), %xmm0
	incl	%esi
	vpslld	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r9d, %esi
	jb	.L26
