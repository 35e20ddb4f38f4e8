	vmovups	(%rdx), %xmm7
	prefetcht0	160(%rdx)
	movl	%eax, %r11d
	addq	$64, %rdx
	addl	$4, %eax
	prefetchw	160(%r8)
	addq	$64, %r8
	vcvttps2dq	%xmm7, %xmm2
	vcmpltps	%xmm1, %xmm7, %xmm0
	vpaddd	%xmm0, %xmm2, %xmm2
	vcvtdq2ps	%xmm2, %xmm0
	vpslld	$23, %xmm2, %xmm2
	vsubps	%xmm0, %xmm7, %xmm7
	vmulps	%xmm3, %xmm7, %xmm0
	vaddps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm7, %xmm0, %xmm0
	vaddps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm7, %xmm0, %xmm0
	vmovups	-48(%rdx), %xmm7
	vaddps	%xmm6, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm2, %xmm2
	vcmpltps	%xmm1, %xmm7, %xmm0
	vmovups	%xmm2, -64(%r8)
	vcvttps2dq	%xmm7, %xmm2
	vpaddd	%xmm0, %xmm2, %xmm2
	vcvtdq2ps	%xmm2, %xmm0
	vpslld	$23, %xmm2, %xmm2
	vsubps	%xmm0, %xmm7, %xmm7
	vmulps	%xmm3, %xmm7, %xmm0
	vaddps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm7, %xmm0, %xmm0
	vaddps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm7, %xmm0, %xmm0
	vmovups	-32(%rdx), %xmm7
	vaddps	%xmm6, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm2, %xmm2
	vcmpltps	%xmm1, %xmm7, %xmm0
	vmovups	%xmm2, -48(%r8)
	vcvttps2dq	%xmm7, %xmm2
	vpaddd	%xmm0, %xmm2, %xmm2
	vcvtdq2ps	%xmm2, %xmm0
	vpslld	$23, %xmm2, %xmm2
	vsubps	%xmm0, %xmm7, %xmm7
	vmulps	%xmm3, %xmm7, %xmm0
	vaddps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm7, %xmm0, %xmm0
	vaddps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm7, %xmm0, %xmm0
	vmovups	-16(%rdx), %xmm7
	vaddps	%xmm6, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm2, %xmm2
	vcmpltps	%xmm1, %xmm7, %xmm0
	vmovups	%xmm2, -32(%r8)
	vcvttps2dq	%xmm7, %xmm2
	vpaddd	%xmm0, %xmm2, %xmm2
	vcvtdq2ps	%xmm2, %xmm0
	vpslld	$23, %xmm2, %xmm2
	vsubps	%xmm0, %xmm7, %xmm7
	vmulps	%xmm3, %xmm7, %xmm0
	vaddps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm7, %xmm0, %xmm0
	vaddps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm7, %xmm0, %xmm0
	vaddps	%xmm6, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm2, %xmm2
	vmovups	%xmm2, -16(%r8)
	cmpl	%ecx, %r11d
	jne	.L5
