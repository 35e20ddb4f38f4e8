	vmovups	(%rdx), %xmm0
	prefetcht0	192(%rdx)
	movl	%eax, %r11d
	addq	$64, %rdx
	addl	$4, %eax
	prefetchw	192(%r8)
	addq	$64, %r8
	vpand	%xmm0, %xmm6, %xmm1
	vpsrad	$23, %xmm0, %xmm0
	vpor	%xmm7, %xmm1, %xmm1
	vpaddd	%xmm8, %xmm0, %xmm0
	vaddps	%xmm1, %xmm4, %xmm1
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm5, %xmm1, %xmm2
	vsubps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm1, %xmm2, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -64(%r8)
	vmovups	-48(%rdx), %xmm0
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
	vmovups	%xmm0, -48(%r8)
	vmovups	-32(%rdx), %xmm0
	vpand	%xmm0, %xmm6, %xmm1
	vpsrad	$23, %xmm0, %xmm0
	vpor	%xmm7, %xmm1, %xmm1
	vpaddd	%xmm8, %xmm0, %xmm0
	vaddps	%xmm1, %xmm4, %xmm1
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm5, %xmm1, %xmm2
	vsubps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm1, %xmm2, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -32(%r8)
	vmovups	-16(%rdx), %xmm0
	vpand	%xmm0, %xmm6, %xmm1
	vpsrad	$23, %xmm0, %xmm0
	vpor	%xmm7, %xmm1, %xmm1
	vpaddd	%xmm8, %xmm0, %xmm0
	vaddps	%xmm1, %xmm4, %xmm1
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm5, %xmm1, %xmm2
	vsubps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm1, %xmm2, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -16(%r8)
	cmpl	%ecx, %r11d
	jne	.L27
