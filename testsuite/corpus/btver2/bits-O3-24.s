	vmovdqu	(%rdx,%rax), %xmm0
	incl	%ecx
	vpshufb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%edi, %ecx
	jb	.L147
