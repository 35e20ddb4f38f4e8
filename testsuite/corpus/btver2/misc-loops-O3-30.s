	vmovdqu	(%rdx,%rdi), %xmm0
	incl	%r12d
	vmovdqu	(%rcx,%rdi), %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vpmovsxdq	%xmm0, %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	(%rax,%rdi,2), %xmm0, %xmm0
	vpaddq	16(%rax,%rdi,2), %xmm1, %xmm1
	vpsrldq	$8, %xmm2, %xmm3
	vpmovsxdq	%xmm3, %xmm3
	vpmovsxdq	%xmm2, %xmm2
	vpaddq	%xmm2, %xmm0, %xmm0
	vpaddq	%xmm3, %xmm1, %xmm1
	vmovdqu	%xmm0, (%rax,%rdi,2)
	vmovdqu	%xmm1, 16(%rax,%rdi,2)
	addq	$16, %rdi
	cmpl	%esi, %r12d
	jb	.L240
