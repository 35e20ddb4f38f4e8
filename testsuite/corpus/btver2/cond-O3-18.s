	vmovupd	(%rdx,%rax,2), %xmm0
	incl	%ecx
	vmovupd	16(%rdx,%rax,2), %xmm2
	vcmpltpd	%xmm0, %xmm4, %xmm1
	vcmpltpd	%xmm2, %xmm4, %xmm5
	vcmpltpd	%xmm4, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vcmpltpd	%xmm4, %xmm2, %xmm2
	vpand	%xmm5, %xmm3, %xmm5
	vpand	%xmm0, %xmm3, %xmm0
	vshufps	$136, %xmm5, %xmm1, %xmm1
	vpand	%xmm2, %xmm3, %xmm2
	vshufps	$136, %xmm2, %xmm0, %xmm0
	vpsubd	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L174
