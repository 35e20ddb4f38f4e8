	vmovdqu	(%rax), %xmm0
	movl	%r8d, %r9d
	prefetcht0	224(%rax)
	addl	$4, %r8d
	addq	$64, %rax
	vpmovzxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxdq	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm0
	vpaddq	%xmm2, %xmm3, %xmm2
	vpmovzxdq	%xmm1, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm1
	vpmovzxdq	%xmm0, %xmm2
	vpaddq	%xmm1, %xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vmovdqu	-48(%rax), %xmm0
	vpmovzxdq	%xmm1, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxdq	%xmm2, %xmm3
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxwd	%xmm0, %xmm0
	vpaddq	%xmm1, %xmm3, %xmm1
	vpmovzxdq	%xmm2, %xmm2
	vpaddq	%xmm1, %xmm2, %xmm2
	vpmovzxdq	%xmm0, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vmovdqu	-32(%rax), %xmm0
	vpmovzxdq	%xmm1, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxdq	%xmm2, %xmm3
	vpsrldq	$8, %xmm2, %xmm2
	vpaddq	%xmm1, %xmm3, %xmm1
	vpmovzxwd	%xmm0, %xmm0
	vpmovzxdq	%xmm2, %xmm2
	vpaddq	%xmm1, %xmm2, %xmm2
	vpmovzxdq	%xmm0, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm1
	vmovdqu	-16(%rax), %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	cmpl	%edx, %r9d
	vpmovzxdq	%xmm0, %xmm0
	vpaddq	%xmm1, %xmm0, %xmm0
	vpmovzxwd	%xmm2, %xmm1
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxdq	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxwd	%xmm2, %xmm2
	vpaddq	%xmm0, %xmm3, %xmm0
	vpmovzxdq	%xmm1, %xmm1
	vpaddq	%xmm0, %xmm1, %xmm1
	vpmovzxdq	%xmm2, %xmm0
	vpsrldq	$8, %xmm2, %xmm2
	vpaddq	%xmm1, %xmm0, %xmm0
	vpmovzxdq	%xmm2, %xmm2
	vpaddq	%xmm0, %xmm2, %xmm2
	jne	.L143
