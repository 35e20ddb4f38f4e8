	vmovdqu	(%rax), %xmm1
	movl	%r8d, %r9d
	prefetcht0	224(%rax)
	addl	$4, %r8d
	addq	$64, %rax
	vpmulhw	%xmm1, %xmm1, %xmm3
	vpmullw	%xmm1, %xmm1, %xmm0
	vpunpcklwd	%xmm3, %xmm0, %xmm1
	vpunpckhwd	%xmm3, %xmm0, %xmm0
	vpmovsxdq	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpaddq	%xmm2, %xmm3, %xmm2
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm1
	vpmovsxdq	%xmm0, %xmm2
	vpaddq	%xmm1, %xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm1
	vmovdqu	-48(%rax), %xmm2
	vpmulhw	%xmm2, %xmm2, %xmm3
	vpmullw	%xmm2, %xmm2, %xmm0
	vpunpcklwd	%xmm3, %xmm0, %xmm2
	vpunpckhwd	%xmm3, %xmm0, %xmm0
	vpmovsxdq	%xmm2, %xmm3
	vpsrldq	$8, %xmm2, %xmm2
	vpaddq	%xmm1, %xmm3, %xmm1
	vpmovsxdq	%xmm2, %xmm2
	vpaddq	%xmm1, %xmm2, %xmm2
	vpmovsxdq	%xmm0, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm1
	vmovdqu	-32(%rax), %xmm2
	vpmulhw	%xmm2, %xmm2, %xmm3
	vpmullw	%xmm2, %xmm2, %xmm0
	vpunpcklwd	%xmm3, %xmm0, %xmm2
	vpunpckhwd	%xmm3, %xmm0, %xmm0
	vpmovsxdq	%xmm2, %xmm3
	vpsrldq	$8, %xmm2, %xmm2
	vpaddq	%xmm1, %xmm3, %xmm1
	vpmovsxdq	%xmm2, %xmm2
	vpaddq	%xmm1, %xmm2, %xmm2
	vpmovsxdq	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpaddq	%xmm2, %xmm1, %xmm1
	vpmovsxdq	%xmm0, %xmm0
	vpaddq	%xmm1, %xmm0, %xmm0
	vmovdqu	-16(%rax), %xmm1
	cmpl	%edx, %r9d
	vpmulhw	%xmm1, %xmm1, %xmm3
	vpmullw	%xmm1, %xmm1, %xmm2
	vpunpcklwd	%xmm3, %xmm2, %xmm1
	vpunpckhwd	%xmm3, %xmm2, %xmm2
	vpmovsxdq	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpaddq	%xmm0, %xmm3, %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	%xmm0, %xmm1, %xmm1
	vpmovsxdq	%xmm2, %xmm0
	vpsrldq	$8, %xmm2, %xmm2
	vpaddq	%xmm1, %xmm0, %xmm0
	vpmovsxdq	%xmm2, %xmm2
	vpaddq	%xmm0, %xmm2, %xmm2
	jne	.L99
