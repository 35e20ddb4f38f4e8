	vmovdqu	(%r10), %xmm0
	prefetcht0	320(%r9)
	prefetcht0	320(%r10)
	movl	%edx, %ebp
	addq	$64, %r9
	addq	$64, %r10
	addl	$4, %edx
	prefetchw	320(%r11)
	addq	$64, %r11
	vpmullw	-64(%r9), %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%r11)
	vmovdqu	-48(%r10), %xmm0
	vpmullw	-48(%r9), %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%r11)
	vmovdqu	-32(%r10), %xmm0
	vpmullw	-32(%r9), %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%r11)
	vmovdqu	-16(%r10), %xmm0
	vpmullw	-16(%r9), %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%r11)
	cmpl	%ecx, %ebp
	jne	.L28
