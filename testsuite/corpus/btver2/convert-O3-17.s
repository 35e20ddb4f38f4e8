	vmovdqu	(%rcx), %xmm0
	prefetcht0	400(%rcx)
	movl	%eax, %r11d
	addq	$64, %rcx
	addl	$4, %eax
	prefetchw	400(%rsi)
	addq	$64, %rsi
	vpand	%xmm3, %xmm0, %xmm1
	vpsrld	$16, %xmm0, %xmm0
	vcvtdq2ps	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm0, %xmm1, %xmm0
	vmovups	%xmm0, -64(%rsi)
	vmovdqu	-48(%rcx), %xmm0
	vpand	%xmm3, %xmm0, %xmm1
	vpsrld	$16, %xmm0, %xmm0
	vcvtdq2ps	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm0, %xmm1, %xmm0
	vmovups	%xmm0, -48(%rsi)
	vmovdqu	-32(%rcx), %xmm0
	vpand	%xmm3, %xmm0, %xmm1
	vpsrld	$16, %xmm0, %xmm0
	vcvtdq2ps	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm0, %xmm1, %xmm0
	vmovups	%xmm0, -32(%rsi)
	vmovdqu	-16(%rcx), %xmm0
	vpand	%xmm3, %xmm0, %xmm1
	vpsrld	$16, %xmm0, %xmm0
	vcvtdq2ps	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vaddps	%xmm0, %xmm1, %xmm0
	vmovups	%xmm0, -16(%rsi)
	cmpl	%edx, %r11d
	jne	.L118
