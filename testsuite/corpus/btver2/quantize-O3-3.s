	vmovdqu	(%rdx), %xmm0
	prefetcht0	144(%rdx)
	movl	%r10d, %r11d
	addq	$64, %rdx
	addl	$4, %r10d
	prefetchw	624(%rax)
	prefetchw	688(%rax)
	prefetchw	752(%rax)
	prefetchw	816(%rax)
	addq	$256, %rax
	vpmovsxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm1, %xmm4
	vpsrldq	$8, %xmm1, %xmm1
	vpmovsxwd	%xmm1, %xmm1
	vpmovsxbw	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vcvtdq2ps	%xmm4, %xmm4
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm4, %xmm4
	vmovups	%xmm1, -240(%rax)
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm0
	vmovups	%xmm4, -256(%rax)
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm1, -224(%rax)
	vmovups	%xmm0, -208(%rax)
	vmovdqu	-48(%rdx), %xmm0
	vpmovsxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm1, %xmm4
	vpsrldq	$8, %xmm1, %xmm1
	vpmovsxwd	%xmm1, %xmm1
	vpmovsxbw	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vcvtdq2ps	%xmm4, %xmm4
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm4, %xmm4
	vmovups	%xmm1, -176(%rax)
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm0
	vmovups	%xmm4, -192(%rax)
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm1, -160(%rax)
	vmovups	%xmm0, -144(%rax)
	vmovdqu	-32(%rdx), %xmm0
	vpmovsxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm1, %xmm4
	vpsrldq	$8, %xmm1, %xmm1
	vpmovsxwd	%xmm1, %xmm1
	vpmovsxbw	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vcvtdq2ps	%xmm4, %xmm4
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm4, %xmm4
	vmovups	%xmm1, -112(%rax)
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm0
	vmovups	%xmm4, -128(%rax)
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm1, -96(%rax)
	vmovups	%xmm0, -80(%rax)
	vmovdqu	-16(%rdx), %xmm0
	vpmovsxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm1, %xmm4
	vpsrldq	$8, %xmm1, %xmm1
	vpmovsxwd	%xmm1, %xmm1
	vpmovsxbw	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vcvtdq2ps	%xmm4, %xmm4
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm4, %xmm4
	vmovups	%xmm1, -48(%rax)
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm0
	vmovups	%xmm4, -64(%rax)
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm1, -32(%rax)
	vmovups	%xmm0, -16(%rax)
	cmpl	%ecx, %r11d
	jne	.L24
