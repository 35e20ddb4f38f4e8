	vpxor	(%rdx,%rax), %xmm1, %xmm0
	incl	%ecx
	vmovdqu	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%edi, %ecx
	jb	.L41
