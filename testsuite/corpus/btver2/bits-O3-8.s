	vmovdqu	(%rdx,%rax), %xmm0
	incl	%ecx
	vpsraw	$3, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L39
