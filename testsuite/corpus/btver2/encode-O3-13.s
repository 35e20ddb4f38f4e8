	vmovdqu	(%r8,%rax), %xmm0
	incl	%ecx
	vpand	%xmm2, %xmm0, %xmm1
	vpsrlw	$4, %xmm0, %xmm0
	vpand	%xmm0, %xmm2, %xmm0
	vpunpcklbw	%xmm0, %xmm1, %xmm3
	vpunpckhbw	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm3, (%rdx,%rax,2)
	vmovdqu	%xmm1, 16(%rdx,%rax,2)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L92
