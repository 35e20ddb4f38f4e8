	vmovupd	(%rax), %xmm0
	movl	%edi, %r9d
	vmovupd	16(%rax), %xmm10
	addl	$2, %edi
	prefetcht0	400(%rax)
	addq	$64, %rax
	vcmpltpd	%xmm4, %xmm0, %xmm11
	vcmpltpd	%xmm0, %xmm5, %xmm2
	vcmpltpd	%xmm4, %xmm10, %xmm0
	vcmpltpd	%xmm10, %xmm5, %xmm10
	vpor	%xmm11, %xmm2, %xmm2
	vpxor	%xmm6, %xmm2, %xmm2
	vpor	%xmm0, %xmm10, %xmm10
	vmovupd	-32(%rax), %xmm0
	vpxor	%xmm6, %xmm10, %xmm10
	vshufps	$136, %xmm10, %xmm2, %xmm2
	vmovupd	-16(%rax), %xmm10
	vpblendvb	%xmm2, %xmm9, %xmm7, %xmm2
	cmpl	%edx, %r9d
	vcmpltpd	%xmm4, %xmm0, %xmm11
	vpaddd	%xmm2, %xmm3, %xmm2
	vcmpltpd	%xmm0, %xmm5, %xmm3
	vcmpltpd	%xmm4, %xmm10, %xmm0
	vcmpltpd	%xmm10, %xmm5, %xmm10
	vpor	%xmm11, %xmm3, %xmm3
	vpxor	%xmm6, %xmm3, %xmm3
	vpor	%xmm0, %xmm10, %xmm10
	vpxor	%xmm6, %xmm10, %xmm10
	vshufps	$136, %xmm10, %xmm3, %xmm3
	vpblendvb	%xmm3, %xmm9, %xmm7, %xmm3
	vpaddd	%xmm3, %xmm2, %xmm3
	jne	.L121
