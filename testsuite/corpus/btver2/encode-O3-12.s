	vmovdqu	(%r8), %xmm0
	prefetcht0	256(%r8)
	movl	%eax, %r11d
	addq	$64, %r8
	addl	$4, %eax
	prefetchw	528(%rdx)
	prefetchw	592(%rdx)
	subq	$-128, %rdx
	vpand	%xmm2, %xmm0, %xmm1
	vpsrlw	$4, %xmm0, %xmm0
	vpand	%xmm0, %xmm2, %xmm0
	vpunpcklbw	%xmm0, %xmm1, %xmm3
	vpunpckhbw	%xmm0, %xmm1, %xmm1
	vmovdqu	-48(%r8), %xmm0
	vmovdqu	%xmm1, -112(%rdx)
	vmovdqu	%xmm3, -128(%rdx)
	vpand	%xmm2, %xmm0, %xmm1
	vpsrlw	$4, %xmm0, %xmm0
	vpand	%xmm0, %xmm2, %xmm0
	vpunpcklbw	%xmm0, %xmm1, %xmm3
	vpunpckhbw	%xmm0, %xmm1, %xmm1
	vmovdqu	-32(%r8), %xmm0
	vmovdqu	%xmm1, -80(%rdx)
	vmovdqu	%xmm3, -96(%rdx)
	vpand	%xmm2, %xmm0, %xmm1
	vpsrlw	$4, %xmm0, %xmm0
	vpand	%xmm0, %xmm2, %xmm0
	vpunpcklbw	%xmm0, %xmm1, %xmm3
	vpunpckhbw	%xmm0, %xmm1, %xmm1
	vmovdqu	-16(%r8), %xmm0
	vmovdqu	%xmm1, -48(%rdx)
	vmovdqu	%xmm3, -64(%rdx)
	vpand	%xmm2, %xmm0, %xmm1
	vpsrlw	$4, %xmm0, %xmm0
	vpand	%xmm0, %xmm2, %xmm0
	vpunpcklbw	%xmm0, %xmm1, %xmm3
	vpunpckhbw	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm3, -32(%rdx)
	vmovdqu	%xmm1, -16(%rdx)
	cmpl	%ecx, %r11d
	jne	.L91
