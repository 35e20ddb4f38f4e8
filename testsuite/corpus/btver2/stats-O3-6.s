	vmovupd	(%rdx,%rax), %xmm0
	incl	%ecx
	vsubpd	%xmm1, %xmm0, %xmm0
	vmulpd	%xmm4, %xmm0, %xmm0
	vmovupd	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L46
