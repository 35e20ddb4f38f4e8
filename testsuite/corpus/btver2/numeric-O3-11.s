	vmovdqa	%xmm2, %xmm0
	incl	%edx
	vcvtdq2pd	%xmm0, %xmm1
	vpshufd	$238, %xmm0, %xmm0
	vcvtdq2pd	%xmm0, %xmm0
	addq	$32, %rax
	vpaddd	%xmm7, %xmm2, %xmm2
	vmulpd	%xmm3, %xmm1, %xmm1
	vmulpd	%xmm3, %xmm0, %xmm0
	vaddpd	%xmm4, %xmm1, %xmm1
	vaddpd	%xmm4, %xmm0, %xmm0
	vmovupd	%xmm1, -32(%rax)
	vmovupd	%xmm0, -16(%rax)
	cmpl	%esi, %edx
	jb	.L70
