	vcmpltps	(%rax), %xmm5, %xmm0
	movl	%ebp, %r12d
	prefetcht0	304(%rax)
	addl	$4, %ebp
	vpand	%xmm0, %xmm4, %xmm0
	addq	$64, %rax
	vpmovzxdq	%xmm0, %xmm2
	vpaddq	%xmm1, %xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vcmpltps	-48(%rax), %xmm5, %xmm0
	vpmovzxdq	%xmm1, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm1
	vpand	%xmm0, %xmm4, %xmm0
	vpmovzxdq	%xmm0, %xmm2
	vpaddq	%xmm1, %xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vcmpltps	-32(%rax), %xmm5, %xmm0
	vpmovzxdq	%xmm1, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm1
	vpand	%xmm0, %xmm4, %xmm0
	vpmovzxdq	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpaddq	%xmm1, %xmm2, %xmm1
	vpmovzxdq	%xmm0, %xmm0
	vpaddq	%xmm1, %xmm0, %xmm0
	vcmpltps	-16(%rax), %xmm5, %xmm1
	cmpl	%edx, %r12d
	vpand	%xmm1, %xmm4, %xmm1
	vpmovzxdq	%xmm1, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpaddq	%xmm0, %xmm2, %xmm0
	vpmovzxdq	%xmm1, %xmm1
	vpaddq	%xmm0, %xmm1, %xmm1
	jne	.L90
