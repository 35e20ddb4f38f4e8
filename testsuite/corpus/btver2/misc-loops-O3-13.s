	vmulpd	(%rdx,%rax), %xmm1, %xmm0
	incl	%ecx
	vmovupd	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%ebx, %ecx
	jb	.L109
