	vmovupd	(%rdx), %xmm1
	prefetcht0	336(%rdx)
	vmovupd	16(%rdx), %xmm4
	prefetcht0	400(%rdx)
	movl	%eax, %r11d
	subq	$-128, %rdx
	addl	$4, %eax
	prefetchw	160(%rsi)
	addq	$64, %rsi
	vcmpltpd	%xmm1, %xmm0, %xmm2
	vcmpltpd	%xmm4, %xmm0, %xmm5
	vcmpltpd	%xmm0, %xmm1, %xmm1
	vpand	%xmm2, %xmm3, %xmm2
	vcmpltpd	%xmm0, %xmm4, %xmm4
	vpand	%xmm5, %xmm3, %xmm5
	vpand	%xmm1, %xmm3, %xmm1
	vshufps	$136, %xmm5, %xmm2, %xmm2
	vpand	%xmm4, %xmm3, %xmm4
	vshufps	$136, %xmm4, %xmm1, %xmm1
	vmovupd	-80(%rdx), %xmm4
	vpsubd	%xmm1, %xmm2, %xmm1
	vmovdqu	%xmm1, -64(%rsi)
	vmovupd	-96(%rdx), %xmm1
	vcmpltpd	%xmm4, %xmm0, %xmm5
	vcmpltpd	%xmm0, %xmm4, %xmm4
	vcmpltpd	%xmm1, %xmm0, %xmm2
	vpand	%xmm5, %xmm3, %xmm5
	vcmpltpd	%xmm0, %xmm1, %xmm1
	vpand	%xmm4, %xmm3, %xmm4
	vpand	%xmm2, %xmm3, %xmm2
	vpand	%xmm1, %xmm3, %xmm1
	vshufps	$136, %xmm5, %xmm2, %xmm2
	vshufps	$136, %xmm4, %xmm1, %xmm1
	vmovupd	-48(%rdx), %xmm4
	vpsubd	%xmm1, %xmm2, %xmm1
	vmovdqu	%xmm1, -48(%rsi)
	vmovupd	-64(%rdx), %xmm1
	vcmpltpd	%xmm4, %xmm0, %xmm5
	vcmpltpd	%xmm0, %xmm4, %xmm4
	vcmpltpd	%xmm1, %xmm0, %xmm2
	vpand	%xmm5, %xmm3, %xmm5
	vcmpltpd	%xmm0, %xmm1, %xmm1
	vpand	%xmm4, %xmm3, %xmm4
	vpand	%xmm2, %xmm3, %xmm2
	vpand	%xmm1, %xmm3, %xmm1
	vshufps	$136, %xmm5, %xmm2, %xmm2
	vshufps	$136, %xmm4, %xmm1, %xmm1
	vmovupd	-16(%rdx), %xmm4
	vpsubd	%xmm1, %xmm2, %xmm1
	vmovdqu	%xmm1, -32(%rsi)
	vmovupd	-32(%rdx), %xmm1
	vcmpltpd	%xmm4, %xmm0, %xmm5
	vcmpltpd	%xmm0, %xmm4, %xmm4
	vcmpltpd	%xmm1, %xmm0, %xmm2
	vpand	%xmm5, %xmm3, %xmm5
	vcmpltpd	%xmm0, %xmm1, %xmm1
	vpand	%xmm4, %xmm3, %xmm4
	vpand	%xmm2, %xmm3, %xmm2
	vpand	%xmm1, %xmm3, %xmm1
	vshufps	$136, %xmm5, %xmm2, %xmm2
	vshufps	$136, %xmm4, %xmm1, %xmm1
	vpsubd	%xmm1, %xmm2, %xmm1
	vmovdqu	%xmm1, -16(%rsi)
	cmpl	%ecx, %r11d
	jne	.L173
