	vmovdqu	(%rdx,%rax), %xmm0
	incl	%ecx
	vpsrlq	$7, %xmm0, %xmm1
	vpsllq	$3, %xmm0, %xmm0
	vpxor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L131
