	vmovdqu	(%rsi), %xmm1
	prefetcht0	304(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	624(%rdx)
	prefetchw	688(%rdx)
	subq	$-128, %rdx
	vpmovzxdq	%xmm1, %xmm2
	vpunpckhdq	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, -112(%rdx)
	vmovdqu	-48(%rsi), %xmm1
	vmovdqu	%xmm2, -128(%rdx)
	vpmovzxdq	%xmm1, %xmm2
	vpunpckhdq	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, -80(%rdx)
	vmovdqu	-32(%rsi), %xmm1
	vmovdqu	%xmm2, -96(%rdx)
	vpmovzxdq	%xmm1, %xmm2
	vpunpckhdq	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, -48(%rdx)
	vmovdqu	-16(%rsi), %xmm1
	vmovdqu	%xmm2, -64(%rdx)
	vpmovzxdq	%xmm1, %xmm2
	vpunpckhdq	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm2, -32(%rdx)
	vmovdqu	%xmm1, -16(%rdx)
	cmpl	%ecx, %r11d
	jne	.L166
