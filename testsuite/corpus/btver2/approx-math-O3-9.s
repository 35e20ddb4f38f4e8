	vmovups	(%rdx), %xmm0
	prefetcht0	240(%rdx)
	movl	%eax, %r11d
	addq	$64, %rdx
	addl	$4, %eax
	prefetchw	240(%r8)
	addq	$64, %r8
	vpsrld	$1, %xmm0, %xmm1
	vmulps	%xmm3, %xmm0, %xmm0
	vpsubd	%xmm1, %xmm2, %xmm1
	vmulps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vsubps	%xmm0, %xmm4, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -64(%r8)
	vmovups	-48(%rdx), %xmm0
	vpsrld	$1, %xmm0, %xmm1
	vmulps	%xmm3, %xmm0, %xmm0
	vpsubd	%xmm1, %xmm2, %xmm1
	vmulps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vsubps	%xmm0, %xmm4, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -48(%r8)
	vmovups	-32(%rdx), %xmm0
	vpsrld	$1, %xmm0, %xmm1
	vmulps	%xmm3, %xmm0, %xmm0
	vpsubd	%xmm1, %xmm2, %xmm1
	vmulps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vsubps	%xmm0, %xmm4, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -32(%r8)
	vmovups	-16(%rdx), %xmm0
	vpsrld	$1, %xmm0, %xmm1
	vmulps	%xmm3, %xmm0, %xmm0
	vpsubd	%xmm1, %xmm2, %xmm1
	vmulps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vsubps	%xmm0, %xmm4, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -16(%r8)
	cmpl	%ecx, %r11d
	jne	.L86
