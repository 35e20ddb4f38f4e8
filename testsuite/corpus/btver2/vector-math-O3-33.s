	vmovups	(%rdi,%rax), %xmm0
	incl	%esi
	vmovhlps	%xmm0, %xmm2, %xmm2
	vcvtps2pd	%xmm0, %xmm0
	vcvtps2pd	%xmm2, %xmm1
	vmulpd	(%rdx,%rax,2), %xmm0, %xmm0
	vmulpd	16(%rdx,%rax,2), %xmm1, %xmm1
	vmovupd	%xmm0, (%rcx,%rax,2)
	vmovupd	%xmm1, 16(%rcx,%rax,2)
	addq	$16, %rax
	cmpl	%r9d, %esi
	jb	.L288
