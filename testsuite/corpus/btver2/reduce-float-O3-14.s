	vmovupd	(%rax), %xmm0
	incl	%edx
	addq	$16, %rax
	cmpl	%ecx, %edx
	vcmpltpd	%xmm5, %xmm0, %xmm3
	vxorpd	%xmm4, %xmm0, %xmm2
	vblendvpd	%xmm3, %xmm2, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm2
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm1
	jb	.L94
