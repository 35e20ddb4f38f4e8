	vmovdqu	(%rdx), %xmm0
	prefetcht0	128(%rdx)
	movl	%r10d, %r11d
	addq	$64, %rdx
	addl	$4, %r10d
	prefetchw	560(%rax)
	prefetchw	624(%rax)
	prefetchw	688(%rax)
	prefetchw	752(%rax)
	addq	$256, %rax
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxwd	%xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vcvtdq2ps	%xmm3, %xmm3
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm3, %xmm3
	vmovups	%xmm1, -240(%rax)
	vpmovzxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm0
	vmovups	%xmm3, -256(%rax)
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm1, -224(%rax)
	vmovups	%xmm0, -208(%rax)
	vmovdqu	-48(%rdx), %xmm0
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxwd	%xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vcvtdq2ps	%xmm3, %xmm3
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm3, %xmm3
	vmovups	%xmm1, -176(%rax)
	vpmovzxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm0
	vmovups	%xmm3, -192(%rax)
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm1, -160(%rax)
	vmovups	%xmm0, -144(%rax)
	vmovdqu	-32(%rdx), %xmm0
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxwd	%xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vcvtdq2ps	%xmm3, %xmm3
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm3, %xmm3
	vmovups	%xmm1, -112(%rax)
	vpmovzxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm0
	vmovups	%xmm3, -128(%rax)
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm1, -96(%rax)
	vmovups	%xmm0, -80(%rax)
	vmovdqu	-16(%rdx), %xmm0
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxwd	%xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vcvtdq2ps	%xmm3, %xmm3
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm3, %xmm3
	vmovups	%xmm1, -48(%rax)
	vpmovzxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vcvtdq2ps	%xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm0
	vmovups	%xmm3, -64(%rax)
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm1, -32(%rax)
	vmovups	%xmm0, -16(%rax)
	cmpl	%ecx, %r11d
	jne	.L137
