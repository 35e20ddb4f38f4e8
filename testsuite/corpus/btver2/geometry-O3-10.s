	vmovupd	16(%rcx), %xmm1
	movl	%eax, %r11d
	vmovupd	16(%rsi), %xmm3
	addl	$2, %eax
	vmovupd	(%rcx), %xmm0
	prefetcht0	304(%rcx)
	vmovupd	(%rsi), %xmm7
	addq	$64, %rcx
	prefetcht0	304(%rsi)
	addq	$64, %rsi
	vmulpd	%xmm1, %xmm1, %xmm1
	vmulpd	%xmm3, %xmm3, %xmm3
	vmulpd	%xmm7, %xmm7, %xmm7
	vaddpd	%xmm3, %xmm1, %xmm3
	vmulpd	%xmm0, %xmm0, %xmm1
	vcmpltpd	%xmm4, %xmm3, %xmm0
	vmovupd	-16(%rsi), %xmm3
	vaddpd	%xmm7, %xmm1, %xmm1
	vpand	%xmm0, %xmm5, %xmm0
	vmovupd	-32(%rsi), %xmm7
	vcmpltpd	%xmm4, %xmm1, %xmm1
	vmulpd	%xmm3, %xmm3, %xmm3
	vpand	%xmm1, %xmm5, %xmm1
	vshufps	$136, %xmm0, %xmm1, %xmm1
	vmovupd	-32(%rcx), %xmm0
	vpaddd	%xmm2, %xmm1, %xmm1
	vmovupd	-16(%rcx), %xmm2
	vmulpd	%xmm7, %xmm7, %xmm7
	cmpl	%edx, %r11d
	vmulpd	%xmm2, %xmm2, %xmm2
	vaddpd	%xmm3, %xmm2, %xmm3
	vmulpd	%xmm0, %xmm0, %xmm2
	vcmpltpd	%xmm4, %xmm3, %xmm0
	vaddpd	%xmm7, %xmm2, %xmm2
	vpand	%xmm0, %xmm5, %xmm0
	vcmpltpd	%xmm4, %xmm2, %xmm2
	vpand	%xmm2, %xmm5, %xmm2
	vshufps	$136, %xmm0, %xmm2, %xmm2
	vpaddd	%xmm1, %xmm2, %xmm2
	jne	.L100
