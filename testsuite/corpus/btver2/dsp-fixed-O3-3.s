	vmovdqu	(%rdi), %xmm2
	movl	%eax, %esi
	vmovdqu	(%r11), %xmm3
	addl	$4, %eax
	prefetcht0	304(%rdi)
	prefetcht0	304(%r11)
	addq	$64, %rdi
	addq	$64, %r11
	vpunpckldq	%xmm2, %xmm2, %xmm1
	vpunpckhdq	%xmm2, %xmm2, %xmm2
	vpunpckldq	%xmm3, %xmm3, %xmm4
	vpunpckhdq	%xmm3, %xmm3, %xmm3
	vpmuldq	%xmm4, %xmm1, %xmm1
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpaddq	%xmm0, %xmm1, %xmm0
	vmovdqu	-48(%r11), %xmm1
	vpaddq	%xmm0, %xmm2, %xmm2
	vmovdqu	-48(%rdi), %xmm0
	vpunpckldq	%xmm1, %xmm1, %xmm4
	vpunpckhdq	%xmm1, %xmm1, %xmm1
	vpunpckldq	%xmm0, %xmm0, %xmm3
	vpunpckhdq	%xmm0, %xmm0, %xmm0
	vpmuldq	%xmm4, %xmm3, %xmm3
	vpmuldq	%xmm1, %xmm0, %xmm1
	vmovdqu	-32(%rdi), %xmm0
	vpaddq	%xmm2, %xmm3, %xmm2
	vpaddq	%xmm2, %xmm1, %xmm1
	vmovdqu	-32(%r11), %xmm2
	vpunpckldq	%xmm0, %xmm0, %xmm3
	vpunpckhdq	%xmm0, %xmm0, %xmm0
	vpunpckldq	%xmm2, %xmm2, %xmm4
	vpunpckhdq	%xmm2, %xmm2, %xmm2
	vpmuldq	%xmm4, %xmm3, %xmm3
	vpaddq	%xmm1, %xmm3, %xmm3
	vpmuldq	%xmm2, %xmm0, %xmm1
	vmovdqu	-16(%rdi), %xmm0
	vmovdqu	-16(%r11), %xmm2
	cmpl	%r15d, %esi
	vpaddq	%xmm3, %xmm1, %xmm1
	vpunpckldq	%xmm0, %xmm0, %xmm3
	vpunpckhdq	%xmm0, %xmm0, %xmm0
	vpunpckldq	%xmm2, %xmm2, %xmm4
	vpunpckhdq	%xmm2, %xmm2, %xmm2
	vpmuldq	%xmm4, %xmm3, %xmm3
	vpmuldq	%xmm2, %xmm0, %xmm0
	vpaddq	%xmm1, %xmm3, %xmm1
	vpaddq	%xmm1, %xmm0, %xmm0
	jne	.L29
