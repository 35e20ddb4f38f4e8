	vmulpd	(%rdx,%rax), %xmm2, %xmm1
	incl	%ecx
	vmovupd	%xmm1, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L118
