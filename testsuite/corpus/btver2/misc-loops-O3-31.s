	vmovdqu	(%rsi), %xmm0
	prefetcht0	192(%rsi)
	movl	%edx, %ecx
	addq	$64, %rsi
	addl	$4, %edx
	prefetcht0	400(%rax)
	prefetcht0	464(%rax)
	subq	$-128, %rax
	vpsrldq	$8, %xmm0, %xmm1
	vpmovsxdq	%xmm0, %xmm0
	vpaddq	-128(%rax), %xmm0, %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	-112(%rax), %xmm1, %xmm1
	vmovdqu	%xmm0, -128(%rax)
	vmovdqu	-48(%rsi), %xmm0
	vmovdqu	%xmm1, -112(%rax)
	vpsrldq	$8, %xmm0, %xmm1
	vpmovsxdq	%xmm0, %xmm0
	vpaddq	-96(%rax), %xmm0, %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	-80(%rax), %xmm1, %xmm1
	vmovdqu	%xmm0, -96(%rax)
	vmovdqu	-32(%rsi), %xmm0
	vmovdqu	%xmm1, -80(%rax)
	vpsrldq	$8, %xmm0, %xmm1
	vpmovsxdq	%xmm0, %xmm0
	vpaddq	-64(%rax), %xmm0, %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	-48(%rax), %xmm1, %xmm1
	vmovdqu	%xmm0, -64(%rax)
	vmovdqu	-16(%rsi), %xmm0
	vmovdqu	%xmm1, -48(%rax)
	vpsrldq	$8, %xmm0, %xmm1
	vpmovsxdq	%xmm0, %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vpaddq	-32(%rax), %xmm0, %xmm0
	vpaddq	-16(%rax), %xmm1, %xmm1
	vmovdqu	%xmm0, -32(%rax)
	vmovdqu	%xmm1, -16(%rax)
	cmpl	%r14d, %ecx
	jne	.L245
