	vmulpd	(%r15,%rax), %xmm3, %xmm2
	incl	%r14d
	vmovupd	(%rcx,%rax), %xmm1
	vsubpd	%xmm2, %xmm1, %xmm1
	vmovupd	%xmm1, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%r11d, %r14d
	jb	.L261
