	vmovdqu	(%rsi), %xmm0
	prefetcht0	304(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	624(%rdx)
	prefetchw	688(%rdx)
	subq	$-128, %rdx
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm0, %xmm0
	vmovdqu	%xmm1, -128(%rdx)
	vmovdqu	%xmm0, -112(%rdx)
	vmovdqu	-48(%rsi), %xmm0
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm0, %xmm0
	vmovdqu	%xmm1, -96(%rdx)
	vmovdqu	%xmm0, -80(%rdx)
	vmovdqu	-32(%rsi), %xmm0
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm0, %xmm0
	vmovdqu	%xmm1, -64(%rdx)
	vmovdqu	%xmm0, -48(%rdx)
	vmovdqu	-16(%rsi), %xmm0
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm0, %xmm0
	vmovdqu	%xmm1, -32(%rdx)
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%ecx, %r11d
	jne	.L202
