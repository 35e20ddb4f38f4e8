	vmovdqu	(%rax), %xmm1
	movl	%edi, %r9d
	prefetcht0	368(%rax)
	addl	$4, %edi
	addq	$64, %rax
	vpmovsxdq	%xmm1, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpaddq	%xmm0, %xmm2, %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	%xmm0, %xmm1, %xmm1
	vmovdqu	-48(%rax), %xmm0
	vpmovsxdq	%xmm0, %xmm2
	vpaddq	%xmm1, %xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vmovdqu	-32(%rax), %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm1
	vpmovsxdq	%xmm0, %xmm2
	vpaddq	%xmm1, %xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vmovdqu	-16(%rax), %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	%xmm2, %xmm1, %xmm1
	cmpl	%edx, %r9d
	vpmovsxdq	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpaddq	%xmm1, %xmm2, %xmm1
	vpmovsxdq	%xmm0, %xmm0
	vpaddq	%xmm1, %xmm0, %xmm0
	jne	.L21
