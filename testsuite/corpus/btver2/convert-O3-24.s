	vpand	16(%rdx), %xmm1, %xmm2
	prefetcht0	656(%rdx)
	vpand	(%rdx), %xmm1, %xmm0
	prefetcht0	720(%rdx)
	movl	%eax, %r11d
	subq	$-128, %rdx
	addl	$4, %eax
	prefetchw	320(%rsi)
	addq	$64, %rsi
	vpackusdw	%xmm2, %xmm0, %xmm0
	vpand	-80(%rdx), %xmm1, %xmm2
	vmovdqu	%xmm0, -64(%rsi)
	vpand	-96(%rdx), %xmm1, %xmm0
	vpackusdw	%xmm2, %xmm0, %xmm0
	vpand	-48(%rdx), %xmm1, %xmm2
	vmovdqu	%xmm0, -48(%rsi)
	vpand	-64(%rdx), %xmm1, %xmm0
	vpackusdw	%xmm2, %xmm0, %xmm0
	vpand	-16(%rdx), %xmm1, %xmm2
	vmovdqu	%xmm0, -32(%rsi)
	vpand	-32(%rdx), %xmm1, %xmm0
	vpackusdw	%xmm2, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rsi)
	cmpl	%ecx, %r11d
	jne	.L220
