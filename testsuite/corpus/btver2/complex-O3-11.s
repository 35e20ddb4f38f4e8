	vmovupd	(%rcx,%rax), %xmm0
	incl	%edx
	vpermilpd	$0, %xmm0, %xmm1
	vpermilpd	$3, %xmm0, %xmm0
	vmulpd	%xmm3, %xmm1, %xmm1
	vmulpd	%xmm2, %xmm0, %xmm0
	vaddsubpd	%xmm0, %xmm1, %xmm1
	vmovupd	%xmm1, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%esi, %edx
	jb	.L77
