	vmovupd	(%rax), %xmm0
	incl	%edx
	vmovupd	16(%rax), %xmm2
	addq	$32, %rax
	cmpl	%esi, %edx
	vcmpltpd	%xmm0, %xmm5, %xmm10
	vcmpltpd	%xmm4, %xmm0, %xmm0
	vpor	%xmm10, %xmm0, %xmm0
	vcmpltpd	%xmm2, %xmm5, %xmm10
	vpxor	%xmm6, %xmm0, %xmm0
	vcmpltpd	%xmm4, %xmm2, %xmm2
	vpor	%xmm10, %xmm2, %xmm2
	vpxor	%xmm6, %xmm2, %xmm2
	vshufps	$136, %xmm2, %xmm0, %xmm0
	vpblendvb	%xmm0, %xmm9, %xmm7, %xmm0
	vpaddd	%xmm0, %xmm3, %xmm3
	jb	.L122
