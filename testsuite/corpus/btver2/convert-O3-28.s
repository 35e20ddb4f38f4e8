	vmovdqu	(%rdx), %xmm0
	addq	$16, %rdx
	subq	$-128, %rax
	vpmovsxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpmovsxdq	%xmm3, %xmm4
	vpsrldq	$8, %xmm3, %xmm3
	vpmovsxwd	%xmm1, %xmm1
	vpmovsxdq	%xmm3, %xmm3
	vmovdqu	%xmm3, -112(%rax)
	vpmovsxbw	%xmm0, %xmm0
	vpmovsxdq	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm2
	vpmovsxdq	%xmm1, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vmovdqu	%xmm1, -80(%rax)
	vpmovsxwd	%xmm0, %xmm0
	vpmovsxdq	%xmm2, %xmm1
	vmovdqu	%xmm1, -64(%rax)
	vpsrldq	$8, %xmm2, %xmm2
	vpmovsxdq	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxdq	%xmm2, %xmm2
	vpmovsxdq	%xmm0, %xmm0
	vmovdqu	%xmm4, -128(%rax)
	vmovdqu	%xmm3, -96(%rax)
	vmovdqu	%xmm2, -48(%rax)
	vmovdqu	%xmm1, -32(%rax)
	vmovdqu	%xmm0, -16(%rax)
	cmpq	%rdi, %rdx
	jne	.L255
