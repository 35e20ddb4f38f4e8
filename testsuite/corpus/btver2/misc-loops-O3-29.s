	vmovdqu	(%rdx), %xmm0
	prefetcht0	128(%rdx)
	vmovdqu	(%rcx), %xmm2
	prefetcht0	128(%rcx)
	movl	%edi, %r13d
	addq	$64, %rdx
	addq	$64, %rcx
	addl	$4, %edi
	prefetcht0	272(%rax)
	prefetcht0	336(%rax)
	subq	$-128, %rax
	vpsrldq	$8, %xmm0, %xmm1
	vpmovsxdq	%xmm0, %xmm0
	vpaddq	-128(%rax), %xmm0, %xmm0
	vpsrldq	$8, %xmm2, %xmm3
	vpmovsxdq	%xmm1, %xmm1
	vpmovsxdq	%xmm2, %xmm2
	vpaddq	-112(%rax), %xmm1, %xmm1
	vpmovsxdq	%xmm3, %xmm3
	vpaddq	%xmm2, %xmm0, %xmm0
	vmovdqu	-48(%rcx), %xmm2
	vmovdqu	%xmm0, -128(%rax)
	vmovdqu	-48(%rdx), %xmm0
	vpaddq	%xmm3, %xmm1, %xmm1
	vmovdqu	%xmm1, -112(%rax)
	vpsrldq	$8, %xmm2, %xmm3
	vpmovsxdq	%xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vpmovsxdq	%xmm0, %xmm0
	vpaddq	-96(%rax), %xmm0, %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	-80(%rax), %xmm1, %xmm1
	vpmovsxdq	%xmm3, %xmm3
	vpaddq	%xmm2, %xmm0, %xmm0
	vmovdqu	-32(%rcx), %xmm2
	vmovdqu	%xmm0, -96(%rax)
	vmovdqu	-32(%rdx), %xmm0
	vpaddq	%xmm3, %xmm1, %xmm1
	vmovdqu	%xmm1, -80(%rax)
	vpsrldq	$8, %xmm2, %xmm3
	vpmovsxdq	%xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vpmovsxdq	%xmm0, %xmm0
	vpaddq	-64(%rax), %xmm0, %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	-48(%rax), %xmm1, %xmm1
	vpmovsxdq	%xmm3, %xmm3
	vpaddq	%xmm2, %xmm0, %xmm0
	vmovdqu	-16(%rcx), %xmm2
	vmovdqu	%xmm0, -64(%rax)
	vmovdqu	-16(%rdx), %xmm0
	vpaddq	%xmm3, %xmm1, %xmm1
	vmovdqu	%xmm1, -48(%rax)
	vpsrldq	$8, %xmm2, %xmm3
	vpmovsxdq	%xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vpmovsxdq	%xmm0, %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	-32(%rax), %xmm0, %xmm0
	vpaddq	-16(%rax), %xmm1, %xmm1
	vpmovsxdq	%xmm3, %xmm3
	vpaddq	%xmm2, %xmm0, %xmm0
	vpaddq	%xmm3, %xmm1, %xmm1
	vmovdqu	%xmm0, -32(%rax)
	vmovdqu	%xmm1, -16(%rax)
	cmpl	%r12d, %r13d
	jne	.L239
