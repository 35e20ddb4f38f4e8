	vmovdqu	(%rdx), %xmm1
	prefetcht0	336(%rdx)
	vmovdqu	16(%rdx), %xmm2
	prefetcht0	400(%rdx)
	movl	%eax, %r11d
	subq	$-128, %rdx
	addl	$4, %eax
	prefetchw	160(%rsi)
	addq	$64, %rsi
	vpand	%xmm1, %xmm3, %xmm0
	vpsrld	$16, %xmm1, %xmm1
	vpand	%xmm2, %xmm3, %xmm4
	vpsrld	$16, %xmm2, %xmm2
	vpackusdw	%xmm4, %xmm0, %xmm0
	vpackusdw	%xmm2, %xmm1, %xmm1
	vpmovsxwd	%xmm1, %xmm4
	vpmovsxwd	%xmm0, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm0
	vpaddd	%xmm4, %xmm2, %xmm2
	vpaddd	%xmm1, %xmm0, %xmm0
	vpsrad	$1, %xmm2, %xmm2
	vpsrad	$1, %xmm0, %xmm0
	vpand	%xmm2, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vmovdqu	-80(%rdx), %xmm2
	vpackusdw	%xmm0, %xmm1, %xmm0
	vmovdqu	-96(%rdx), %xmm1
	vmovdqu	%xmm0, -64(%rsi)
	vpand	%xmm2, %xmm3, %xmm4
	vpsrld	$16, %xmm2, %xmm2
	vpand	%xmm1, %xmm3, %xmm0
	vpsrld	$16, %xmm1, %xmm1
	vpackusdw	%xmm4, %xmm0, %xmm0
	vpackusdw	%xmm2, %xmm1, %xmm1
	vpmovsxwd	%xmm1, %xmm4
	vpmovsxwd	%xmm0, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm0
	vpaddd	%xmm4, %xmm2, %xmm2
	vpaddd	%xmm1, %xmm0, %xmm0
	vpsrad	$1, %xmm2, %xmm2
	vpsrad	$1, %xmm0, %xmm0
	vpand	%xmm2, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vmovdqu	-48(%rdx), %xmm2
	vpackusdw	%xmm0, %xmm1, %xmm0
	vmovdqu	-64(%rdx), %xmm1
	vmovdqu	%xmm0, -48(%rsi)
	vpand	%xmm2, %xmm3, %xmm4
	vpsrld	$16, %xmm2, %xmm2
	vpand	%xmm1, %xmm3, %xmm0
	vpsrld	$16, %xmm1, %xmm1
	vpackusdw	%xmm4, %xmm0, %xmm0
	vpackusdw	%xmm2, %xmm1, %xmm1
	vpmovsxwd	%xmm1, %xmm4
	vpmovsxwd	%xmm0, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm0
	vpaddd	%xmm4, %xmm2, %xmm2
	vpaddd	%xmm1, %xmm0, %xmm0
	vpsrad	$1, %xmm2, %xmm2
	vpsrad	$1, %xmm0, %xmm0
	vpand	%xmm2, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vmovdqu	-16(%rdx), %xmm2
	vpackusdw	%xmm0, %xmm1, %xmm0
	vmovdqu	-32(%rdx), %xmm1
	vmovdqu	%xmm0, -32(%rsi)
	vpand	%xmm2, %xmm3, %xmm4
	vpsrld	$16, %xmm2, %xmm2
	vpand	%xmm1, %xmm3, %xmm0
	vpsrld	$16, %xmm1, %xmm1
	vpackusdw	%xmm4, %xmm0, %xmm0
	vpackusdw	%xmm2, %xmm1, %xmm1
	vpmovsxwd	%xmm1, %xmm4
	vpmovsxwd	%xmm0, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm0
	vpaddd	%xmm4, %xmm2, %xmm2
	vpsrad	$1, %xmm2, %xmm2
	vpsrad	$1, %xmm0, %xmm0
	vpand	%xmm2, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vpackusdw	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -16(%rsi)
	cmpl	%ecx, %r11d
	jne	.L148
