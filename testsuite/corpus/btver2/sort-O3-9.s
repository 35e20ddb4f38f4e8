	vmovdqu	(%r8), %xmm1
	prefetcht0	256(%rsi)
	vmovdqu	(%rsi), %xmm0
	prefetcht0	256(%r8)
	movl	%eax, %r11d
	addq	$64, %rsi
	addq	$64, %r8
	addl	$4, %eax
	vpminsd	%xmm1, %xmm0, %xmm2
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%r8)
	vmovdqu	-48(%rsi), %xmm1
	vmovdqu	-48(%r8), %xmm0
	vmovdqu	%xmm2, -64(%rsi)
	vpminsd	%xmm1, %xmm0, %xmm2
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%r8)
	vmovdqu	-32(%r8), %xmm1
	vmovdqu	-32(%rsi), %xmm0
	vmovdqu	%xmm2, -48(%rsi)
	vpminsd	%xmm1, %xmm0, %xmm2
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%r8)
	vmovdqu	-16(%r8), %xmm1
	vmovdqu	-16(%rsi), %xmm0
	vmovdqu	%xmm2, -32(%rsi)
	vpminsd	%xmm1, %xmm0, %xmm2
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm2, -16(%rsi)
	vmovdqu	%xmm0, -16(%r8)
	cmpl	%r11d, %r9d
	jne	.L111
