	vmovups	(%rcx,%rax), %xmm2
	incl	%edx
	vmovups	(%r9,%rax), %xmm0
	addq	$16, %rax
	cmpl	%r8d, %edx
	vcmpltps	%xmm3, %xmm2, %xmm2
	vcmpltps	%xmm3, %xmm0, %xmm0
	vpxor	%xmm2, %xmm0, %xmm0
	vpsubd	%xmm0, %xmm1, %xmm1
	jb	.L173
