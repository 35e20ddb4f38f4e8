	vmovdqu	(%rax), %xmm5
	movq	%rdi, %r9
	vmovdqu	16(%rax), %xmm4
	addq	$4, %rdi
	vmovdqu	32(%rax), %xmm3
	prefetcht0	368(%rax)
	vmovdqu	48(%rax), %xmm2
	addq	$64, %rax
	cmpq	%rdx, %r9
	vpmovzxdq	%xmm5, %xmm0
	vpsrldq	$8, %xmm5, %xmm5
	vpmovzxdq	%xmm5, %xmm5
	vpaddq	%xmm5, %xmm0, %xmm0
	vpmovzxdq	%xmm4, %xmm5
	vpsrldq	$8, %xmm4, %xmm4
	vpaddq	%xmm5, %xmm0, %xmm0
	vpmovzxdq	%xmm4, %xmm4
	vpaddq	%xmm4, %xmm0, %xmm0
	vpmovzxdq	%xmm3, %xmm4
	vpsrldq	$8, %xmm3, %xmm3
	vpaddq	%xmm4, %xmm0, %xmm0
	vpmovzxdq	%xmm3, %xmm3
	vpaddq	%xmm3, %xmm0, %xmm0
	vpmovzxdq	%xmm2, %xmm3
	vpsrldq	$8, %xmm2, %xmm2
	vpaddq	%xmm3, %xmm0, %xmm0
	vpmovzxdq	%xmm2, %xmm2
	vpaddq	%xmm2, %xmm0, %xmm0
	vpaddq	%xmm0, %xmm1, %xmm1
	jne	.L271
