	vmovdqu	(%rdx), %xmm0
	prefetcht0	496(%rdx)
	vmovdqu	16(%rdx), %xmm2
	prefetcht0	560(%rdx)
	movl	%eax, %r11d
	subq	$-128, %rdx
	addl	$4, %eax
	prefetchw	240(%r8)
	addq	$64, %r8
	vpand	%xmm0, %xmm3, %xmm1
	vpsrlw	$8, %xmm0, %xmm0
	vpand	%xmm2, %xmm3, %xmm5
	vpsrlw	$8, %xmm2, %xmm2
	vpackuswb	%xmm2, %xmm0, %xmm0
	vpackuswb	%xmm5, %xmm1, %xmm1
	vpaddb	%xmm0, %xmm0, %xmm0
	vpand	%xmm4, %xmm1, %xmm1
	vpaddb	%xmm0, %xmm0, %xmm0
	vmovdqu	-80(%rdx), %xmm2
	vpaddb	%xmm0, %xmm0, %xmm0
	vpaddb	%xmm0, %xmm0, %xmm0
	vpor	%xmm0, %xmm1, %xmm0
	vmovdqu	-96(%rdx), %xmm1
	vmovdqu	%xmm0, -64(%r8)
	vpsrlw	$8, %xmm2, %xmm5
	vpand	%xmm2, %xmm3, %xmm2
	vpsrlw	$8, %xmm1, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpackuswb	%xmm5, %xmm0, %xmm0
	vpackuswb	%xmm2, %xmm1, %xmm1
	vpaddb	%xmm0, %xmm0, %xmm0
	vpand	%xmm4, %xmm1, %xmm1
	vpaddb	%xmm0, %xmm0, %xmm0
	vmovdqu	-48(%rdx), %xmm2
	vpaddb	%xmm0, %xmm0, %xmm0
	vpaddb	%xmm0, %xmm0, %xmm0
	vpor	%xmm1, %xmm0, %xmm0
	vmovdqu	-64(%rdx), %xmm1
	vmovdqu	%xmm0, -48(%r8)
	vpsrlw	$8, %xmm2, %xmm5
	vpand	%xmm2, %xmm3, %xmm2
	vpsrlw	$8, %xmm1, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpackuswb	%xmm5, %xmm0, %xmm0
	vpackuswb	%xmm2, %xmm1, %xmm1
	vpaddb	%xmm0, %xmm0, %xmm0
	vpand	%xmm4, %xmm1, %xmm1
	vpaddb	%xmm0, %xmm0, %xmm0
	vmovdqu	-16(%rdx), %xmm2
	vpaddb	%xmm0, %xmm0, %xmm0
	vpaddb	%xmm0, %xmm0, %xmm0
	vpor	%xmm1, %xmm0, %xmm0
	vmovdqu	-32(%rdx), %xmm1
	vmovdqu	%xmm0, -32(%r8)
	vpsrlw	$8, %xmm2, %xmm5
	vpand	%xmm2, %xmm3, %xmm2
	vpsrlw	$8, %xmm1, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpackuswb	%xmm5, %xmm0, %xmm0
	vpackuswb	%xmm2, %xmm1, %xmm1
	vpaddb	%xmm0, %xmm0, %xmm0
	vpand	%xmm4, %xmm1, %xmm1
	vpaddb	%xmm0, %xmm0, %xmm0
	vpaddb	%xmm0, %xmm0, %xmm0
	vpaddb	%xmm0, %xmm0, %xmm0
	vpor	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%r8)
	cmpl	%ecx, %r11d
	jne	.L78
