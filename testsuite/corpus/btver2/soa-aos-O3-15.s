	vmovupd	(%rdx,%rax), %xmm3
	incl	%ecx
	vmovhpd	16(%rdx,%rax), %xmm3, %xmm1
	vmulpd	%xmm2, %xmm1, %xmm1
	vmovlpd	%xmm1, (%rdx,%rax)
	vmovhpd	%xmm1, 16(%rdx,%rax)
	addq	$32, %rax
	cmpl	%edi, %ecx
	jb	.L107
