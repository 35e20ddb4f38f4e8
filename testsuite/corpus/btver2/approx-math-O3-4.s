	vmovups	(%rdx,%rax), %xmm0
	incl	%ecx
	vpand	%xmm0, %xmm6, %xmm2
	vpsrad	$23, %xmm0, %xmm0
	vpor	%xmm7, %xmm2, %xmm2
	vpaddd	%xmm8, %xmm0, %xmm0
	vaddps	%xmm2, %xmm4, %xmm2
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm5, %xmm2, %xmm1
	vsubps	%xmm1, %xmm3, %xmm1
	vmulps	%xmm2, %xmm1, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovups	%xmm0, (%r8,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L28
