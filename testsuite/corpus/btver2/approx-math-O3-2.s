	vmovups	(%rdx,%rax), %xmm2
	incl	%ecx
	vcvttps2dq	%xmm2, %xmm1
	vcmpltps	%xmm7, %xmm2, %xmm0
	vpaddd	%xmm0, %xmm1, %xmm1
	vcvtdq2ps	%xmm1, %xmm0
	vpslld	$23, %xmm1, %xmm1
	vsubps	%xmm0, %xmm2, %xmm2
	vmulps	%xmm3, %xmm2, %xmm0
	vaddps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm6, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm1, %xmm1
	vmovups	%xmm1, (%r8,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L6
