	vmovdqu	(%rcx), %xmm0
	movl	%eax, %r11d
	vmovdqu	(%rsi), %xmm1
	addl	$4, %eax
	prefetcht0	304(%rcx)
	prefetcht0	304(%rsi)
	addq	$64, %rcx
	addq	$64, %rsi
	vpunpckldq	%xmm0, %xmm0, %xmm3
	vpunpckhdq	%xmm0, %xmm0, %xmm0
	vpunpckldq	%xmm1, %xmm1, %xmm4
	vpunpckhdq	%xmm1, %xmm1, %xmm1
	vpmuldq	%xmm4, %xmm3, %xmm3
	vpmuldq	%xmm1, %xmm0, %xmm1
	vmovdqu	-48(%rcx), %xmm0
	vpaddq	%xmm2, %xmm3, %xmm2
	vpaddq	%xmm2, %xmm1, %xmm1
	vmovdqu	-48(%rsi), %xmm2
	vpunpckldq	%xmm0, %xmm0, %xmm3
	vpunpckhdq	%xmm0, %xmm0, %xmm0
	vpunpckldq	%xmm2, %xmm2, %xmm4
	vpunpckhdq	%xmm2, %xmm2, %xmm2
	vpmuldq	%xmm4, %xmm3, %xmm3
	vpaddq	%xmm1, %xmm3, %xmm3
	vpmuldq	%xmm2, %xmm0, %xmm1
	vmovdqu	-32(%rcx), %xmm0
	vmovdqu	-32(%rsi), %xmm2
	vpaddq	%xmm3, %xmm1, %xmm1
	vpunpckldq	%xmm0, %xmm0, %xmm3
	vpunpckhdq	%xmm0, %xmm0, %xmm0
	vpunpckldq	%xmm2, %xmm2, %xmm4
	vpunpckhdq	%xmm2, %xmm2, %xmm2
	vpmuldq	%xmm4, %xmm3, %xmm3
	vpmuldq	%xmm2, %xmm0, %xmm0
	vmovdqu	-16(%rcx), %xmm2
	vpaddq	%xmm1, %xmm3, %xmm1
	vpaddq	%xmm1, %xmm0, %xmm0
	vmovdqu	-16(%rsi), %xmm1
	cmpl	%edx, %r11d
	vpunpckldq	%xmm2, %xmm2, %xmm3
	vpunpckhdq	%xmm2, %xmm2, %xmm2
	vpunpckldq	%xmm1, %xmm1, %xmm4
	vpunpckhdq	%xmm1, %xmm1, %xmm1
	vpmuldq	%xmm4, %xmm3, %xmm3
	vpmuldq	%xmm1, %xmm2, %xmm2
	vpaddq	%xmm0, %xmm3, %xmm0
	vpaddq	%xmm0, %xmm2, %xmm2
	jne	.L171
