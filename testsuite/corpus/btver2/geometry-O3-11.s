	vmovupd	(%rcx,%rax), %xmm0
	incl	%edx
	vmovupd	16(%rcx,%rax), %xmm1
	vmovupd	(%rsi,%rax), %xmm3
	vmovupd	16(%rsi,%rax), %xmm7
	addq	$32, %rax
	cmpl	%r8d, %edx
	vmulpd	%xmm0, %xmm0, %xmm0
	vmulpd	%xmm1, %xmm1, %xmm1
	vmulpd	%xmm7, %xmm7, %xmm7
	vmulpd	%xmm3, %xmm3, %xmm3
	vaddpd	%xmm7, %xmm1, %xmm1
	vaddpd	%xmm3, %xmm0, %xmm0
	vcmpltpd	%xmm4, %xmm1, %xmm1
	vcmpltpd	%xmm4, %xmm0, %xmm0
	vpand	%xmm1, %xmm5, %xmm1
	vpand	%xmm0, %xmm5, %xmm0
	vshufps	$136, %xmm1, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm2, %xmm2
	jb	.L101
