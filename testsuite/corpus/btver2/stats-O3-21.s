	vpcmpgtd	(%rax), %xmm3, %xmm0
	movl	%r13d, %r14d
	vpand	%xmm4, %xmm0, %xmm0
	addl	$4, %r13d
	vpmovzxdq	%xmm0, %xmm2
	prefetcht0	304(%rax)
	vpaddq	%xmm1, %xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vpcmpgtd	16(%rax), %xmm3, %xmm0
	vpmovzxdq	%xmm1, %xmm1
	vpand	%xmm4, %xmm0, %xmm0
	vpaddq	%xmm2, %xmm1, %xmm1
	vpmovzxdq	%xmm0, %xmm2
	addq	$64, %rax
	vpaddq	%xmm1, %xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vpcmpgtd	-32(%rax), %xmm3, %xmm0
	vpmovzxdq	%xmm1, %xmm1
	vpand	%xmm4, %xmm0, %xmm0
	vpaddq	%xmm2, %xmm1, %xmm1
	vpmovzxdq	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpaddq	%xmm1, %xmm2, %xmm1
	vpmovzxdq	%xmm0, %xmm0
	vpaddq	%xmm1, %xmm0, %xmm0
	vpcmpgtd	-16(%rax), %xmm3, %xmm1
	vpand	%xmm4, %xmm1, %xmm1
	cmpl	%edx, %r14d
	vpmovzxdq	%xmm1, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpaddq	%xmm0, %xmm2, %xmm0
	vpmovzxdq	%xmm1, %xmm1
	vpaddq	%xmm0, %xmm1, %xmm1
	jne	.L161
